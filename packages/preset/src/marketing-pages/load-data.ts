import { existsSync } from 'node:fs';
import path from 'node:path';
import { readYamlFile } from '../read-yaml-file';
import { readDrawing } from './drawing';
import { marketingSectionsSchema } from './sections-schema';
import { validateWith, type StandardSchema } from './standard-schema';

/**
 * A data file, relative to a locale's `marketing/` folder: YAML with the schema its content must
 * satisfy (any Standard Schema: zod, valibot, ArkType, or `'sections'` for a page drawn by
 * `@theme/MarketingSectionsPage`), or an SVG drawing (its words are placeholders the YAML fills),
 * shared by every locale.
 */
export type MarketingData = { file: string; schema: StandardSchema } | { file: `${string}.svg`; schema?: undefined } | { file: string; schema: 'sections' };

interface Locales {
  currentLocale: string;
  defaultLocale: string;
  locales: readonly string[];
}

/** Where `file` of `locale` is: `marketing/<file>` for the default locale, `i18n/<locale>/marketing/<file>` for the others. */
export function marketingFile(contentDir: string, locale: string, defaultLocale: string, file: string): string {
  return locale === defaultLocale ? path.join(contentDir, 'marketing', file) : path.join(contentDir, 'i18n', locale, 'marketing', file);
}

/**
 * The current locale's content of a data file, validated. Fails naming the file and the keys when
 * a twin is missing, the YAML does not parse, or a key is missing, unknown or of the wrong type.
 */
export function loadMarketingData(contentDir: string, { currentLocale, defaultLocale, locales }: Locales, data: MarketingData): unknown {
  if (data.schema === undefined) return loadDrawing(marketingFile(contentDir, defaultLocale, defaultLocale, data.file));
  const missing = locales.map((locale) => marketingFile(contentDir, locale, defaultLocale, data.file)).filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`marketing-pages: ${data.file} has no twin at ${missing.join(', ')}`);
  const file = marketingFile(contentDir, currentLocale, defaultLocale, data.file);
  const schema = data.schema === 'sections' ? marketingSectionsSchema(path.join(contentDir, 'marketing', 'diagrams')) : data.schema;
  const result = validateWith(schema, readYamlFile(file, 'marketing-pages'));
  if ('error' in result) throw new Error(`marketing-pages: ${file}: ${result.error}`);
  return result.value;
}

/** The text of an SVG drawing; fails naming the file when it is missing or not one <svg> with a viewBox. */
function loadDrawing(file: string): string {
  const drawing = readDrawing(file);
  if ('error' in drawing) throw new Error(`marketing-pages: ${drawing.error}`);
  return drawing.svg;
}
