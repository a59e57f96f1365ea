import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { drawingPlaceholders } from '@rainbond/docusaurus-preset';
import * as z from 'zod';

/**
 * Schema pieces the marketing pages' data files share (zod: the page's type is inferred from its
 * schema). Objects are strict, so a key the page does not know fails the build with its name.
 */

/** A sentence: a non-empty string. */
export const text = z.string().min(1);
/** A list of sentences, at least one. */
export const texts = z.array(text).min(1);
/** A title and its description (a card, a step, a page's meta). */
export const item = z.strictObject({ title: text, description: text });
/** A non-empty list of `schema`. */
export const list = <Schema extends z.ZodType>(schema: Schema) => z.array(schema).min(1);
/** An object with exactly these keys, each a sentence (drawing labels, table columns, per-locale notes, ...). */
export const labels = <Key extends string>(...keys: readonly Key[]) => z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>);
/** A section: its title, its intro and what else it holds. */
export const section = <Shape extends z.ZodRawShape>(rest: Shape) => z.strictObject({ title: text, intro: text, ...rest });
/** A path on this site. */
export const sitePath = z.string().regex(/^\//, 'must be a path on this site (start with /)');
/** Both keys or neither (e.g. a tag list and its accessible name). */
export const together = (first: string, second: string) => (value: Record<string, unknown>) => (value[first] === undefined) === (value[second] === undefined);

/** The icons the marketing pages' buttons use. */
const icon = z.enum(['github', 'star', 'externalLink', 'arrowRight']);
/** A button as `@rainbond/ui`'s ButtonLinks draws it. */
export const button = z.strictObject({ label: text, href: text, variant: z.enum(['secondary', 'ghost']).optional(), startIcon: icon.optional(), endIcon: icon.optional() });
export const buttons = z.array(button).min(1);

const drawings = path.join(path.dirname(createRequire(import.meta.url).resolve('@rainbond/content-pages/package.json')), 'marketing', 'diagrams');

/**
 * The labels of a drawing of `marketing/diagrams/`: exactly its placeholders, each a sentence, so a
 * missing or stray label fails the build with its key. `except` are filled by the page itself.
 */
export function drawingLabels(file: string, except: readonly string[] = []) {
  const keys = drawingPlaceholders(readFileSync(path.join(drawings, file), 'utf8')).filter((key) => !except.includes(key));
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, text]))) as z.ZodType<Record<string, string>>;
}
