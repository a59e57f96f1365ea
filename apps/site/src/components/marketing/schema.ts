import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Joi } from '@docusaurus/utils-validation';
import { drawingPlaceholders } from '@rainbond/docusaurus-preset';
import type { ButtonLink } from '@rainbond/ui';

/** Schema pieces the marketing pages' data files share. */

export const text = Joi.string().required();
/** A list of sentences, at least one. */
export const texts = Joi.array().items(text).min(1).required();
/** A title and its description (a card, a step, a page's meta). */
export const item = Joi.object({ title: text, description: text });
/** A non-empty list of `schema`. */
export const list = (schema: Joi.Schema) => Joi.array().items(schema).min(1).required();
/** An object with exactly these keys, each a required string (drawing labels, per-locale notes, ...). */
export const labels = (...keys: readonly string[]) => Joi.object(Object.fromEntries(keys.map((key) => [key, text]))).required();
/** A section: its title, its intro and what else it holds. */
export const section = (rest: Record<string, Joi.Schema>) => Joi.object({ title: text, intro: text, ...rest }).required();
/** A path on this site. */
export const sitePath = Joi.string().pattern(/^\//);

/** The icons the marketing pages' buttons use. */
const icon = Joi.string().valid('github', 'star', 'externalLink', 'arrowRight') as Joi.StringSchema<NonNullable<ButtonLink['startIcon']>>;
export const button = Joi.object({ label: text, href: text, variant: Joi.string().valid('secondary', 'ghost'), startIcon: icon, endIcon: icon });
export const buttons = Joi.array().items(button).min(1).required();

const drawings = path.join(path.dirname(createRequire(import.meta.url).resolve('@rainbond/content-pages/package.json')), 'marketing', 'diagrams');

/**
 * The labels of a drawing of `marketing/diagrams/`: exactly its placeholders, each a string, so a
 * missing or stray label fails the build with its key. `except` are filled by the page itself.
 */
export function drawingLabels(file: string, except: readonly string[] = []): Joi.ObjectSchema {
  const keys = drawingPlaceholders(readFileSync(path.join(drawings, file), 'utf8')).filter((key) => !except.includes(key));
  return labels(...keys);
}
