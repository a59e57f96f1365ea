import * as z from 'zod';
import { button, buttons, drawingLabels, item, list, text, together } from '../marketing/schema';

/** The /feature/* pages: each has `marketing/feature/<page>.yml` and the drawing `marketing/diagrams/<page>.svg`. */
export const featurePages = ['devops', 'multi-cluster', 'service-mesh', 'app-ops', 'app-market'] as const;

/** One band of the capabilities: a heading, a short intro, cards and optionally tags (with a name for assistive technology) above them. */
const capabilityBand = z
  .strictObject({ title: text, intro: text.optional(), columns: z.literal([2, 3, 4]).optional(), tags: z.array(text).optional(), tagsLabel: text.optional(), items: list(item) })
  .refine(together('tags', 'tagsLabel'), 'tags and tagsLabel go together');

/** A link into the docs or elsewhere; `linkLabel` overrides "read the docs" / "visit". */
const docLink = item.extend({ href: text, linkLabel: text.optional() });

/** One /feature/* page (`marketing/feature/<page>.yml`); `solution.diagram` holds the words of its drawing. */
export function featurePageSchema(page: (typeof featurePages)[number]) {
  return z.strictObject({
    meta: item,
    hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, actions: list(button).optional() }),
    problem: z.strictObject({ title: text, intro: text, items: list(item) }),
    solution: z.strictObject({ title: text, description: text, points: list(text), diagram: drawingLabels(`${page}.svg`) }),
    stats: z.strictObject({ label: text, items: list(z.strictObject({ value: text, label: text })) }).optional(),
    capabilities: list(capabilityBand),
    docs: z.strictObject({ title: text, intro: text, links: list(docLink) }),
    cta: item,
  });
}

/** What every /feature/* page shares (`marketing/feature/shared.yml`). */
export const featureSharedSchema = z.strictObject({
  hero: z.strictObject({ actions: buttons }),
  cta: z.strictObject({ actions: buttons }),
  docs: z.strictObject({ read: text, visit: text }),
  others: z.strictObject({ title: text, links: z.array(z.strictObject({ label: text, href: text })).min(2) }),
});

export type FeaturePageContent = z.infer<ReturnType<typeof featurePageSchema>>;
export type FeatureSharedContent = z.infer<typeof featureSharedSchema>;
