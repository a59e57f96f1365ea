import { Joi } from '@docusaurus/utils-validation';
import { item, labels, list, sitePath, text, texts, section, drawingLabels, buttons } from '../marketing/schema';

const linked = list(Joi.object({ title: text, description: text, href: sitePath.required() }));
const table = (...columns: string[]) => ({ scroll: text, caption: text, columns: labels(...columns), rows: list(labels(...columns)) });
const names = Joi.object({ title: text, names: texts }).required();

/** /xinchuang (`marketing/xinchuang/page.yml`). */
export const xinchuangSchema = Joi.object({
  meta: labels('title', 'description'),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text, actions: buttons, command: text }).required(),
  links: labels('readDocs', 'readArticle'),
  problem: section({ items: list(item) }),
  multiarch: Joi.object({
    title: text,
    description: text,
    points: texts,
    diagram: drawingLabels('multi-arch.svg'),
  }).required(),
  platforms: section({
    cpu: Joi.object({ ...table('isa', 'chips', 'support'), rows: list(labels('isa', 'alias', 'chips', 'support')) }).required(),
    os: Joi.object({ domestic: names, general: names }).required(),
    note: text,
  }),
  steps: section({ read: text, items: list(Joi.object({ title: text, text, href: sitePath.required() })) }),
  workload: section({ ...table('kind', 'examples', 'effort', 'how'), languages: Joi.object({ title: text, names: texts, note: text }).required() }),
  install: section({ items: linked }),
  docs: section({ items: linked }),
  cta: Joi.object({ title: text, description: text, actions: buttons }).required(),
});
