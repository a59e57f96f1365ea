import { Joi } from '@docusaurus/utils-validation';
import { item, labels, list, text, section, buttons } from '../marketing/schema';

/** The featured apps by category (`marketing/opensourceApps/categories.yml`), shown on /opensourceApps and /marketplace. */
export const appCategoriesSchema = Joi.object({
  categories: list(
    Joi.object({
      anchor: Joi.string().pattern(/^[a-z-]+$/).required(),
      title: text,
      description: text,
      apps: list(Joi.object({ name: text, description: text, note: Joi.string() })),
    }),
  ),
});

/** /opensourceApps (`marketing/opensourceApps/page.yml`). */
export const openSourceAppsSchema = Joi.object({
  meta: labels('title', 'description'),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: buttons }).required(),
  jump: labels('label', 'how'),
  card: labels('view', 'newTab'),
  how: section({
    stepsLabel: text,
    steps: list(item),
    noRainbond: labels('title', 'text', 'command', 'quickInstall'),
    offline: labels('title', 'text', 'link'),
  }),
  // One link each: the store, the docs on sharing an app, the partner programme.
  missing: section({ links: Joi.array().items(Joi.object({ title: text, description: text, linkLabel: text })).length(3).required() }),
  cta: Joi.object({ title: text, description: text, actions: buttons }).required(),
});
