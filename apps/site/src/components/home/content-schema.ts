import * as z from 'zod';
import { buttons, drawingLabels, item, list, text, texts, together } from '../marketing/schema';

/** A band with text and points beside a drawing, whose accessible name is `diagram`. */
const split = z.strictObject({ title: text, description: text, points: texts, diagram: text });
const system = z.strictObject({ label: text, commandLabel: text, note: text });

/** The home page (`marketing/home.yml`). */
export const homeSchema = z.strictObject({
  meta: item,
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: buttons, commandLabel: text, diagram: text }),
  stats: z.strictObject({ label: text, items: list(z.strictObject({ value: text, label: text })) }),
  easy: split,
  languages: z.strictObject({ title: text, intro: text, items: texts }),
  integration: split,
  modules: split,
  extensions: z.strictObject({
    title: text,
    intro: text,
    items: list(
      item.extend({ icon: z.enum(['star', 'copy', 'globe']), href: text.optional(), linkLabel: text.optional() }).refine(together('href', 'linkLabel'), 'href and linkLabel go together'),
    ),
  }),
  operations: z.strictObject({ title: text, intro: text, items: list(item) }),
  themes: z.strictObject({ title: text, items: list(item) }),
  install: z.strictObject({ title: text, intro: text, tabsLabel: text, systems: z.strictObject({ linux: system, mac: system, windows: system }) }),
  cta: item.extend({ actions: buttons }),
  // Each drawing's accessible name is given by the band that shows it (`hero.diagram`, ...).
  diagrams: z.strictObject({
    sourceToApp: drawingLabels('source-to-app.svg', ['label']),
    integration: drawingLabels('integration.svg', ['label']),
    modules: drawingLabels('modules.svg', ['label']),
  }),
});

/** The copy of the home page. */
export type HomeContent = z.infer<typeof homeSchema>;
export type InstallSystem = keyof HomeContent['install']['systems'];
