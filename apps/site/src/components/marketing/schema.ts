import * as z from 'zod';

/**
 * Schema pieces the marketing pages' data files share (zod: the page's type is inferred from its
 * schema). Objects are strict, so a key the page does not know fails the build with its name.
 */

/** A sentence: a non-empty string. */
export const text = z.string().min(1);
/** A title and its description (a card, a step, a page's meta). */
export const item = z.strictObject({ title: text, description: text });
/** A non-empty list of `schema`. */
export const list = <Schema extends z.ZodType>(schema: Schema) => z.array(schema).min(1);
/** An object with exactly these keys, each a sentence (drawing labels, table columns, per-locale notes, ...). */
export const labels = <Key extends string>(...keys: readonly Key[]) => z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>);
/** A section: its title, its intro and what else it holds. */
export const section = <Shape extends z.ZodRawShape>(rest: Shape) => z.strictObject({ title: text, intro: text, ...rest });

/** The icons the marketing pages' buttons use. */
const icon = z.enum(['github', 'star', 'externalLink', 'arrowRight']);
/** A button as `@rainbond/ui`'s ButtonLinks draws it. */
const button = z.strictObject({ label: text, href: text, variant: z.enum(['secondary', 'ghost']).optional(), startIcon: icon.optional(), endIcon: icon.optional() });
export const buttons = z.array(button).min(1);
