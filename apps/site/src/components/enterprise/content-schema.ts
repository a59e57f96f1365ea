import { Joi } from '@docusaurus/utils-validation';
import { buttons, labels, text, texts, item } from '../marketing/schema';

const titledList = Joi.array().items(item).min(1).required();
const row = Joi.object({
  feature: text,
  description: Joi.string(),
  href: Joi.string(),
  included: Joi.string().valid('both', 'enterprise'),
  values: labels('oss', 'enterprise').optional(),
}).xor('included', 'values');

/** The enterprise edition page (`marketing/enterprise.yml`). */
export const enterpriseSchema = Joi.object({
  meta: item.required(),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: buttons }).required(),
  editions: Joi.object({
    title: text,
    intro: text,
    featuredLabel: text,
    items: Joi.array().items(Joi.object({ name: text, model: text, points: texts, actions: buttons, featured: Joi.boolean() })).min(1).required(),
  }).required(),
  additions: Joi.object({ title: text, intro: text, items: titledList }).required(),
  comparison: Joi.object({
    title: text,
    intro: text,
    note: text,
    caption: text,
    featureLabel: text,
    columns: labels('oss', 'enterprise'),
    includedLabel: text,
    excludedLabel: text,
    scrollLabel: text,
    groups: Joi.array().items(Joi.object({ title: text, rows: Joi.array().items(row).min(1).required() })).min(1).required(),
  }).required(),
  services: Joi.object({ title: text, intro: text, items: titledList, community: item.keys({ actions: buttons }).required() }).required(),
  cta: item.keys({ actions: buttons }).required(),
});
