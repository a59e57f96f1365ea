import { Joi } from '@docusaurus/utils-validation';
import { item, labels, list, sitePath, text, texts, section, drawingLabels, buttons } from '../marketing/schema';

/** /partners (`marketing/partners/page.yml`). */
export const partnersSchema = Joi.object({
  meta: labels('title', 'description'),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: buttons }).required(),
  diagram: drawingLabels('partners.svg'),
  why: section({ items: list(item) }),
  types: section({ items: list(Joi.object({ title: text, who: text, text, how: text })) }),
  benefits: section({ items: texts, articlesTitle: text, articlesText: text }),
  directory: section({
    kinds: labels('app', 'plugin'),
    homepage: text,
    guide: text,
    partners: list(Joi.object({ name: text, kind: Joi.string().valid('app', 'plugin').required(), description: text, homepage: Joi.string().uri().required(), guide: sitePath })),
  }),
  join: section({ stepsLabel: text, steps: list(item), prepareTitle: text, prepare: texts, apply: text, share: text }),
  cta: Joi.object({ title: text, description: text, actions: buttons }).required(),
});
