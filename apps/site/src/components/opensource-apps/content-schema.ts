import * as z from 'zod';
import { buttons, item, labels, list, section, text } from '../marketing/schema';

/** A featured app: its own name (the same in every locale), one line on what it does, a note on its store edition if any. */
const app = z.strictObject({ name: text, description: text, note: text.optional() });

/**
 * The featured apps by category, in page order (`marketing/opensourceApps/categories.yml`), shown on
 * /opensourceApps and /marketplace; `anchor` is the category's section id, so other pages can link to it.
 */
export const appCategoriesSchema = z.strictObject({
  categories: list(z.strictObject({ anchor: z.string().regex(/^[a-z-]+$/), title: text, description: text, apps: list(app) })),
});

/** /opensourceApps (`marketing/opensourceApps/page.yml`). */
export const openSourceAppsSchema = z.strictObject({
  meta: labels('title', 'description'),
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: buttons }),
  jump: labels('label', 'how'),
  /** What each app card says besides the app's own text. */
  card: labels('view', 'newTab'),
  how: section({
    stepsLabel: text,
    steps: list(item),
    noRainbond: labels('title', 'text', 'command', 'quickInstall'),
    offline: labels('title', 'text', 'link'),
  }),
  // One link each: the store, the docs on sharing an app, the partner programme.
  missing: section({ links: z.array(z.strictObject({ title: text, description: text, linkLabel: text })).length(3) }),
  cta: z.strictObject({ title: text, description: text, actions: buttons }),
});

export type AppCategories = z.infer<typeof appCategoriesSchema>;
export type OpenSourceApp = z.infer<typeof app>;
export type OpenSourceAppsContent = z.infer<typeof openSourceAppsSchema>;
export type AppCardLabels = OpenSourceAppsContent['card'];
