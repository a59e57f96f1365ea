import { Joi } from '@docusaurus/utils-validation';
import { item, labels, list, sitePath, text, texts, titled } from '../marketing-schema';

const steps = { stepsLabel: text, steps: list(item) };

/** /marketplace (`marketing/marketplace/page.yml`). */
export const marketplaceSchema = Joi.object({
  meta: labels('title', 'description'),
  hero: labels('eyebrow', 'title', 'subtitle', 'store', 'featured'),
  diagram: labels('label', 'store', 'install', 'topology', 'pick', 'target', 'start'),
  markets: titled({ caption: text, columns: labels('label', 'local', 'store'), rows: list(labels('label', 'local', 'store')), helm: text }),
  types: titled({ items: list(item), helmCommands: text, helmAdd: text, helmUpdate: text }),
  install: titled({ ...steps, carries: titled({ items: texts }) }),
  upgrade: Joi.object({ title: text, description: text, points: texts, after: Joi.object({ title: text, items: texts }).required() }).required(),
  categories: titled({ more: text, all: text, store: text }),
  publish: titled({ ram: titled(steps), console: titled(steps), own: text, partners: text }),
  offline: titled({
    ...steps,
    formats: titled({
      caption: text,
      columns: labels('name', 'target', 'use'),
      rows: list(Joi.object({ name: text, file: Joi.string(), target: text, use: text })),
    }),
  }),
  rainstore: titled({ items: list(item), contact: text }),
  docs: titled({ read: text, links: list(Joi.object({ title: text, description: text, href: sitePath.required() })) }),
  cta: labels('title', 'description', 'install', 'store', 'contact'),
});
