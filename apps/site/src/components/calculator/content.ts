import { Joi } from '@docusaurus/utils-validation';
import { labels, text, item } from '../marketing/schema';
import type { DurationUnit, QuantityError, Resource } from './price';

/** The copy of the price calculator, as `marketing/calculator.yml` holds it. */
export interface CalculatorContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string };
  form: { label: string; unitLabel: string };
  fields: Record<Resource, { label: string; unit: string }> & { duration: { label: string } };
  units: Record<DurationUnit, string>;
  errors: Record<QuantityError, string>;
  summary: { title: string; item: string; rate: string; cost: string; total: string; fixInputs: string; hours: string };
  how: { title: string; intro: string; units: string; duration: string; example: string; selfHosted: string; installLink: string };
}

/** A sentence the page fills in: it must keep its `{placeholder}`. */
const withPlaceholder = (name: string) => Joi.string().pattern(new RegExp(`\\{${name}\\}`), `{${name}}`).required();
const field = Joi.object({ label: text, unit: text }).required();

export const calculatorSchema = Joi.object({
  meta: item.required(),
  hero: Joi.object({ eyebrow: text, title: text, subtitle: text }).required(),
  form: Joi.object({ label: text, unitLabel: text }).required(),
  fields: Joi.object({ memory: field, cpu: field, storage: field, network: field, duration: Joi.object({ label: text }).required() }).required(),
  units: labels('hour', 'day', 'month', 'year'),
  errors: labels('empty', 'invalid', 'negative'),
  summary: Joi.object({ title: text, item: text, rate: text, cost: text, total: text, fixInputs: text, hours: withPlaceholder('hours') }).required(),
  how: Joi.object({
    title: text,
    intro: text,
    units: text,
    duration: text,
    example: withPlaceholder('total'),
    selfHosted: withPlaceholder('install'),
    installLink: text,
  }).required(),
});
