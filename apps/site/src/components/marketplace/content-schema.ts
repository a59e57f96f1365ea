import { Joi } from '@docusaurus/utils-validation';
import { item, labels, list, sitePath, text, texts, section, drawingLabels, buttons } from '../marketing/schema';

const steps = { stepsLabel: text, steps: list(item) };

/** /marketplace (`marketing/marketplace/page.yml`). */
export const marketplaceSchema = Joi.object({
  meta: labels('title', 'description'),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: buttons }).required(),
  diagram: drawingLabels('store.svg'),
  markets: section({ caption: text, columns: labels('label', 'local', 'store'), rows: list(labels('label', 'local', 'store')), helm: text }),
  types: section({ items: list(item), helmCommands: text, helmAdd: text, helmUpdate: text }),
  install: section({ ...steps, carries: section({ items: texts }) }),
  upgrade: Joi.object({ title: text, description: text, points: texts, after: Joi.object({ title: text, items: texts }).required() }).required(),
  categories: section({ more: text, all: text, store: text }),
  publish: section({ ram: section(steps), console: section(steps), own: text, partners: text }),
  offline: section({
    ...steps,
    formats: section({
      caption: text,
      columns: labels('name', 'target', 'use'),
      rows: list(Joi.object({ name: text, file: Joi.string(), target: text, use: text })),
    }),
  }),
  rainstore: section({ items: list(item), contact: text }),
  docs: section({ read: text, links: list(Joi.object({ title: text, description: text, href: sitePath.required() })) }),
  cta: Joi.object({ title: text, description: text, actions: buttons }).required(),
});
