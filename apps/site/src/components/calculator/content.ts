import * as z from 'zod';
import { item, labels, text } from '../marketing/schema';

/** A sentence the page fills in: it must keep its `{placeholder}`. */
const withPlaceholder = (name: string) => text.regex(new RegExp(`\\{${name}\\}`), `must keep {${name}}`);
const field = z.strictObject({ label: text, unit: text });

/** The copy of the price calculator (`marketing/calculator.yml`). */
export const calculatorSchema = z.strictObject({
  meta: item,
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text }),
  form: z.strictObject({ label: text, unitLabel: text }),
  fields: z.strictObject({ memory: field, cpu: field, storage: field, network: field, duration: z.strictObject({ label: text }) }),
  units: labels('hour', 'day', 'month', 'year'),
  errors: labels('empty', 'invalid', 'negative'),
  summary: z.strictObject({ title: text, item: text, rate: text, cost: text, total: text, fixInputs: text, hours: withPlaceholder('hours') }),
  how: z.strictObject({
    title: text,
    intro: text,
    units: text,
    duration: text,
    example: withPlaceholder('total'),
    selfHosted: withPlaceholder('install'),
    installLink: text,
  }),
});

export type CalculatorContent = z.infer<typeof calculatorSchema>;
