import { Joi } from '@docusaurus/utils-validation';
import { button, buttons, drawingLabels, text, item } from '../marketing/schema';

/** The /feature/* pages: each has `marketing/feature/<page>.yml` and the drawing `marketing/diagrams/<page>.svg`. */
export const featurePages = ['devops', 'multi-cluster', 'service-mesh', 'app-ops', 'app-market'] as const;

/** One /feature/* page (`marketing/feature/<page>.yml`). */
export function featurePageSchema(page: (typeof featurePages)[number]): Joi.ObjectSchema {
  return Joi.object({
    meta: Joi.object({ title: text, description: text }).required(),
    hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: Joi.array().items(button).min(1) }).required(),
    problem: Joi.object({ title: text, intro: text, items: Joi.array().items(item).min(1).required() }).required(),
    solution: Joi.object({
      title: text,
      description: text,
      points: Joi.array().items(text).min(1).required(),
      diagram: drawingLabels(`${page}.svg`),
    }).required(),
    stats: Joi.object({ label: text, items: Joi.array().items(Joi.object({ value: text, label: text })).min(1).required() }),
    capabilities: Joi.array()
      .items(
        Joi.object({
          title: text,
          intro: Joi.string(),
          columns: Joi.number().valid(2, 3, 4),
          tags: Joi.array().items(text),
          tagsLabel: Joi.string(),
          items: Joi.array().items(item).min(1).required(),
        }).and('tags', 'tagsLabel'),
      )
      .min(1)
      .required(),
    docs: Joi.object({
      title: text,
      intro: text,
      links: Joi.array().items(Joi.object({ title: text, description: text, href: text, linkLabel: Joi.string() })).min(1).required(),
    }).required(),
    cta: Joi.object({ title: text, description: text }).required(),
  });
}

/** What every /feature/* page shares (`marketing/feature/shared.yml`). */
export const featureSharedSchema = Joi.object({
  hero: Joi.object({ actions: buttons }).required(),
  cta: Joi.object({ actions: buttons }).required(),
  docs: Joi.object({ read: text, visit: text }).required(),
  others: Joi.object({ title: text, links: Joi.array().items(Joi.object({ label: text, href: text })).min(2).required() }).required(),
});
