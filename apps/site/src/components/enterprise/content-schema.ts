import * as z from 'zod';
import { buttons, item, labels, list, text, texts } from '../marketing/schema';

/** A feature in both editions, in the enterprise edition only (`included`), or with a word for each (`values`). */
const comparisonRow = z
  .strictObject({ feature: text, description: text.optional(), href: text.optional(), included: z.enum(['both', 'enterprise']).optional(), values: labels('oss', 'enterprise').optional() })
  .refine((row) => (row.included === undefined) !== (row.values === undefined), 'exactly one of included and values');

/** The enterprise edition page (`marketing/enterprise.yml`). */
export const enterpriseSchema = z.strictObject({
  meta: item,
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: buttons }),
  editions: z.strictObject({
    title: text,
    intro: text,
    featuredLabel: text,
    items: list(z.strictObject({ name: text, model: text, points: texts, actions: buttons, featured: z.boolean().optional() })),
  }),
  additions: z.strictObject({ title: text, intro: text, items: list(item) }),
  comparison: z.strictObject({
    title: text,
    intro: text,
    note: text,
    caption: text,
    featureLabel: text,
    columns: labels('oss', 'enterprise'),
    includedLabel: text,
    excludedLabel: text,
    scrollLabel: text,
    groups: list(z.strictObject({ title: text, rows: list(comparisonRow) })),
  }),
  services: z.strictObject({ title: text, intro: text, items: list(item), community: item.extend({ actions: buttons }) }),
  cta: item.extend({ actions: buttons }),
});

export type EnterpriseContent = z.infer<typeof enterpriseSchema>;
export type ComparisonRowContent = z.infer<typeof comparisonRow>;
