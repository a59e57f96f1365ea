import { Joi } from '@docusaurus/utils-validation';

/** Building blocks of the marketing pages' schemas (partners, open-source apps, xinchuang, marketplace). */

export const text = Joi.string().required();
/** A non-empty list of strings. */
export const texts = Joi.array().items(text).min(1).required();
export const item = Joi.object({ title: text, description: text });
/** A non-empty list of `schema`. */
export const list = (schema: Joi.Schema) => Joi.array().items(schema).min(1).required();
/** An object of required strings, one per key. */
export const labels = (...keys: string[]) => Joi.object(Object.fromEntries(keys.map((key) => [key, text]))).required();
/** A section: its title, its intro and what else it holds. */
export const titled = (rest: Record<string, Joi.Schema>) => Joi.object({ title: text, intro: text, ...rest }).required();
/** A path on this site. */
export const sitePath = Joi.string().pattern(/^\//);
