import { Joi } from '@docusaurus/utils-validation';
import type { ButtonLink } from './ButtonLinks';

/** Schema pieces the marketing pages' data files share. */

export const text = Joi.string().required();
/** A list of sentences, at least one. */
export const texts = Joi.array().items(text).min(1).required();
export const titled = Joi.object({ title: text, description: text });
/** An object with exactly these keys, each a required string (diagram labels, per-locale notes, ...). */
export const labels = (keys: readonly string[]) => Joi.object(Object.fromEntries(keys.map((key) => [key, text]))).required();

/** The icons the marketing pages' buttons use. */
const icon = Joi.string().valid('github', 'star', 'externalLink', 'arrowRight') as Joi.StringSchema<NonNullable<ButtonLink['startIcon']>>;
export const button = Joi.object({ label: text, href: text, variant: Joi.string().valid('secondary', 'ghost'), startIcon: icon, endIcon: icon });
export const buttons = Joi.array().items(button).min(1).required();
