import * as z from 'zod';
import { buttons, drawingLabels, item, labels, list, section, sitePath, text, texts } from '../marketing/schema';

/** A card that links into the docs (labelled "read the docs") or elsewhere on the site ("read the article"). */
const linkedItem = item.extend({ href: sitePath });
/** A table that scrolls sideways on narrow screens: its name for that region, its caption, column headings and rows. */
const table = <Column extends string>(...columns: Column[]) => ({ scroll: text, caption: text, columns: labels(...columns), rows: list(labels(...columns)) });
const names = z.strictObject({ title: text, names: texts });

/** /xinchuang (`marketing/xinchuang/page.yml`). */
export const xinchuangSchema = z.strictObject({
  meta: labels('title', 'description'),
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: buttons, command: text }),
  links: labels('readDocs', 'readArticle'),
  problem: section({ items: list(item) }),
  multiarch: z.strictObject({ title: text, description: text, points: texts, diagram: drawingLabels('multi-arch.svg') }),
  platforms: section({
    cpu: z.strictObject({ ...table('isa', 'chips', 'support'), rows: list(labels('isa', 'alias', 'chips', 'support')) }),
    os: z.strictObject({ domestic: names, general: names }),
    note: text,
  }),
  steps: section({ read: text, items: list(z.strictObject({ title: text, text, href: sitePath })) }),
  workload: section({ ...table('kind', 'examples', 'effort', 'how'), languages: z.strictObject({ title: text, names: texts, note: text }) }),
  install: section({ items: list(linkedItem) }),
  docs: section({ items: list(linkedItem) }),
  cta: z.strictObject({ title: text, description: text, actions: buttons }),
});

export type XinchuangContent = z.infer<typeof xinchuangSchema>;
export type LinkedItem = z.infer<typeof linkedItem>;
