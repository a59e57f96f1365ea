import { Joi } from '@docusaurus/utils-validation';
import { item, labels, list, sitePath, text, texts, titled } from '../marketing-schema';

/** /partners (`marketing/partners/page.yml`). */
export const partnersSchema = Joi.object({
  meta: labels('title', 'description'),
  hero: labels('eyebrow', 'title', 'subtitle', 'apply', 'types'),
  diagram: labels('label', 'partners', 'oss', 'vendor', 'plugin', 'template', 'store', 'users', 'install', 'upgrade', 'offline'),
  why: titled({ items: list(item) }),
  types: titled({ items: list(Joi.object({ title: text, who: text, text, how: text })) }),
  benefits: titled({ items: texts, articlesTitle: text, articlesText: text }),
  directory: titled({
    kinds: labels('app', 'plugin'),
    homepage: text,
    guide: text,
    partners: list(Joi.object({ name: text, kind: Joi.string().valid('app', 'plugin').required(), description: text, homepage: Joi.string().uri().required(), guide: sitePath })),
  }),
  join: titled({ stepsLabel: text, steps: list(item), prepareTitle: text, prepare: texts, apply: text, share: text }),
  cta: labels('title', 'description', 'apply', 'marketplace', 'github'),
});
