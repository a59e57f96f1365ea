import path from 'node:path';
import type { DrawingData, MarketingSectionsContent } from '@rainbond/docusaurus-theme';
import * as z from 'zod';
import { drawingPlaceholders, readDrawing } from './drawing';

/**
 * The schema of a page drawn by `@theme/MarketingSectionsPage`: bands and blocks that name their
 * kind in `type`, objects strict, so an unknown kind, a missing or stray key fails the build with
 * its path. A drawing is named by its file in `diagrams/`; it is read here and its words must be
 * exactly its placeholders.
 */
export function marketingSectionsSchema(diagramsDir: string): z.ZodType<MarketingSectionsContent> {
  const text = z.string().min(1);
  const texts = z.array(text).min(1);
  const list = <Schema extends z.ZodType>(schema: Schema) => z.array(schema).min(1);
  const href = z.string().regex(/^(\/|#|https?:\/\/)/, 'must be a path on this site (/…), a fragment (#…) or an http(s) address');
  const link = z.strictObject({ label: text, href });
  const icon = z.enum(['github', 'gitee', 'gitcode', 'copy', 'check', 'externalLink', 'star', 'arrowRight', 'globe']);
  const buttons = list(z.strictObject({ label: text, href, variant: z.enum(['secondary', 'ghost']).optional(), startIcon: icon.optional(), endIcon: icon.optional() }));

  const drawing = z
    .strictObject({ file: z.string().regex(/^[\w-]+\.svg$/, 'must be a file name in diagrams/, e.g. store.svg'), labels: z.record(z.string(), text) })
    .transform((value, context): DrawingData => {
      const drawing = readDrawing(path.join(diagramsDir, value.file));
      if ('error' in drawing) {
        context.addIssue({ code: 'custom', message: drawing.error, path: ['file'] });
        return z.NEVER;
      }
      const { svg } = drawing;
      const wanted = drawingPlaceholders(svg);
      const given = Object.keys(value.labels).sort();
      for (const key of wanted.filter((name) => !given.includes(name))) context.addIssue({ code: 'custom', message: `${value.file} needs this label`, path: ['labels', key] });
      for (const key of given.filter((name) => !wanted.includes(name))) context.addIssue({ code: 'custom', message: `${value.file} has no {{${key}}}`, path: ['labels', key] });
      return { svg, labels: value.labels };
    });

  const cell = z.union([text, z.strictObject({ text, code: text })]);
  const table = {
    caption: text,
    hideCaption: z.boolean().optional(),
    scroll: text.optional(),
    minWidth: text.optional(),
    columns: z.record(z.string(), text),
    rows: list(z.record(z.string(), cell)),
  };
  const panel = {
    title: text,
    intro: text.optional(),
    items: texts.optional(),
    links: list(link).optional(),
    boxed: z.boolean().optional(),
    actions: buttons.optional(),
    table: z.strictObject(table).optional(),
  };

  const stats = { label: text, items: list(z.strictObject({ value: text, label: text })) };

  const leafBlocks = [
    z.strictObject({
      type: z.literal('cards'),
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      link: text.optional(),
      items: list(z.strictObject({ icon: icon.optional(), title: text, description: text, href: href.optional(), link: text.optional() })),
    }),
    z.strictObject({
      type: z.literal('entries'),
      columns: z.union([z.literal(2), z.literal(3)]).optional(),
      items: list(
        z.strictObject({
          title: text,
          subtitle: text.optional(),
          badge: z.strictObject({ label: text, tone: z.enum(['primary', 'neutral', 'accent', 'success', 'warning']) }).optional(),
          paragraphs: texts.optional(),
          points: texts.optional(),
          tags: texts.optional(),
          links: list(link).optional(),
          actions: buttons.optional(),
          featured: z.boolean().optional(),
        }),
      ),
    }),
    z.strictObject({
      type: z.literal('split'),
      title: text,
      description: text.optional(),
      points: texts.optional(),
      drawing: drawing.optional(),
      panel: z.strictObject(panel).optional(),
      stats: z.strictObject(stats).optional(),
      reverse: z.boolean().optional(),
    }),
    z.strictObject({ type: z.literal('table'), ...table }),
    z.strictObject({
      type: z.literal('comparison'),
      caption: text,
      featureLabel: text,
      columns: list(z.strictObject({ key: text, label: text, highlight: z.boolean().optional() })),
      groups: list(
        z.strictObject({
          title: text,
          rows: list(z.strictObject({ feature: text, description: text.optional(), href: href.optional(), values: z.record(z.string(), z.union([z.boolean(), text])) })),
        }),
      ),
      includedLabel: text,
      excludedLabel: text,
      scrollLabel: text.optional(),
    }),
    z.strictObject({ type: z.literal('stats'), ...stats }),
    z.strictObject({
      type: z.literal('commandTabs'),
      label: text,
      items: list(z.strictObject({ label: text, command: text, commandLabel: text, prompt: text.optional(), note: text.optional() })),
    }),
    z.strictObject({ type: z.literal('tags'), title: text.optional(), label: text.optional(), centered: z.boolean().optional(), tone: z.enum(['primary', 'neutral', 'accent']).optional(), tags: texts, note: text.optional() }),
    z.strictObject({
      type: z.literal('steps'),
      label: text.optional(),
      title: text.optional(),
      intro: text.optional(),
      items: list(z.strictObject({ title: text, description: text, href: href.optional(), link: text.optional() })),
    }),
    z.strictObject({ type: z.literal('panel'), ...panel }),
    z.strictObject({ type: z.literal('actions'), actions: buttons }),
    z.strictObject({ type: z.literal('commands'), label: text, items: list(z.strictObject({ command: text, label: text })) }),
    z.strictObject({ type: z.literal('note'), text, link: link.optional() }),
  ] as const;
  const columns = z.strictObject({ type: z.literal('columns'), blocks: z.array(z.discriminatedUnion('type', leafBlocks)).min(2) });
  const block = z.discriminatedUnion('type', [...leafBlocks, columns]);

  const band = z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('hero'),
      eyebrow: text.optional(),
      title: text,
      subtitle: text.optional(),
      actions: buttons.optional(),
      command: z.strictObject({ command: text, label: text }).optional(),
      drawing: drawing.optional(),
      centered: z.boolean().optional(),
    }),
    z.strictObject({
      type: z.literal('section'),
      id: z.string().regex(/^[a-z][\w-]*$/, 'must be a fragment id such as partner-types').optional(),
      title: text.optional(),
      label: text.optional(),
      intro: text.optional(),
      centered: z.boolean().optional(),
      tone: z.enum(['default', 'alt']).optional(),
      blocks: list(block),
    }),
    z.strictObject({ type: z.literal('cta'), title: text, description: text.optional(), actions: buttons }),
  ]);

  return z.strictObject({ meta: z.strictObject({ title: text, description: text }), sections: list(band) }) as unknown as z.ZodType<MarketingSectionsContent>;
}
