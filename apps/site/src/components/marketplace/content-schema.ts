import * as z from 'zod';
import { buttons, drawingLabels, item, labels, list, section, sitePath, text, texts } from '../marketing/schema';

/** Numbered steps with a name for assistive technology. */
const steps = { stepsLabel: text, steps: list(item) };

/** /marketplace (`marketing/marketplace/page.yml`); the store's categories come from `opensourceApps/categories.yml`. */
export const marketplaceSchema = z.strictObject({
  meta: labels('title', 'description'),
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: buttons }),
  diagram: drawingLabels('store.svg'),
  /** The local component library and the open-source app store side by side. */
  markets: section({ caption: text, columns: labels('label', 'local', 'store'), rows: list(labels('label', 'local', 'store')), helm: text }),
  /** The four kinds of packages the store holds. */
  types: section({ items: list(item), helmCommands: text, helmAdd: text, helmUpdate: text }),
  install: section({ ...steps, carries: section({ items: texts }) }),
  upgrade: z.strictObject({ title: text, description: text, points: texts, after: z.strictObject({ title: text, items: texts }) }),
  categories: section({ more: text, all: text, store: text }),
  publish: section({ ram: section(steps), console: section(steps), own: text, partners: text }),
  /** `file` names a format's file, when it has one of its own. */
  offline: section({
    ...steps,
    formats: section({ caption: text, columns: labels('name', 'target', 'use'), rows: list(z.strictObject({ name: text, file: text.optional(), target: text, use: text })) }),
  }),
  rainstore: section({ items: list(item), contact: text }),
  docs: section({ read: text, links: list(z.strictObject({ title: text, description: text, href: sitePath })) }),
  cta: z.strictObject({ title: text, description: text, actions: buttons }),
});

export type MarketplaceContent = z.infer<typeof marketplaceSchema>;
