import * as z from 'zod';
import { buttons, drawingLabels, item, labels, list, section, sitePath, text, texts } from '../marketing/schema';

/**
 * A project or company from Rainbond's partner list (no logos, only names and links): `homepage` is
 * its repository or website, `guide` a page on this site that shows its software on Rainbond.
 */
const partner = z.strictObject({ name: text, kind: z.enum(['app', 'plugin']), description: text, homepage: z.url(), guide: sitePath.optional() });

/** /partners (`marketing/partners/page.yml`); the directory lists the partners sorted by name. */
export const partnersSchema = z.strictObject({
  meta: labels('title', 'description'),
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: buttons }),
  diagram: drawingLabels('partners.svg'),
  why: section({ items: list(item) }),
  types: section({ items: list(z.strictObject({ title: text, who: text, text, how: text })) }),
  benefits: section({ items: texts, articlesTitle: text, articlesText: text }),
  directory: section({ kinds: labels('app', 'plugin'), homepage: text, guide: text, partners: list(partner) }),
  join: section({ stepsLabel: text, steps: list(item), prepareTitle: text, prepare: texts, apply: text, share: text }),
  cta: z.strictObject({ title: text, description: text, actions: buttons }),
});

export type PartnersContent = z.infer<typeof partnersSchema>;
