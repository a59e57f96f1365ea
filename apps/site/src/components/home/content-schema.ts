import { Joi } from '@docusaurus/utils-validation';
import { buttons, drawingLabels, text, texts, item } from '../marketing/schema';

const split = Joi.object({ title: text, description: text, points: texts, diagram: text }).required();
const titledList = Joi.array().items(item).min(1).required();
const system = Joi.object({ label: text, commandLabel: text, note: text });

/** The home page (`marketing/home.yml`). */
export const homeSchema = Joi.object({
  meta: item.required(),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: buttons, commandLabel: text, diagram: text }).required(),
  stats: Joi.object({ label: text, items: Joi.array().items(Joi.object({ value: text, label: text })).min(1).required() }).required(),
  easy: split,
  languages: Joi.object({ title: text, intro: text, items: texts }).required(),
  integration: split,
  modules: split,
  extensions: Joi.object({
    title: text,
    intro: text,
    items: Joi.array()
      .items(item.keys({ icon: Joi.string().valid('star', 'copy', 'globe').required(), href: Joi.string(), linkLabel: Joi.string() }).and('href', 'linkLabel'))
      .min(1)
      .required(),
  }).required(),
  operations: Joi.object({ title: text, intro: text, items: titledList }).required(),
  themes: Joi.object({ title: text, items: titledList }).required(),
  install: Joi.object({ title: text, intro: text, tabsLabel: text, systems: Joi.object({ linux: system.required(), mac: system.required(), windows: system.required() }).required() }).required(),
  cta: item.keys({ actions: buttons }).required(),
  // Each drawing's accessible name is given by the band that shows it (`hero.diagram`, ...).
  diagrams: Joi.object({
    sourceToApp: drawingLabels('source-to-app.svg', ['label']),
    integration: drawingLabels('integration.svg', ['label']),
    modules: drawingLabels('modules.svg', ['label']),
  }).required(),
});
