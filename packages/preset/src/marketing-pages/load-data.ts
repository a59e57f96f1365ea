import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Joi } from '@docusaurus/utils-validation';

/** A data file (relative to a locale's `marketing/` folder) and the schema its content must satisfy. */
export interface MarketingData {
  file: string;
  schema: Joi.Schema;
}

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
  const missing = locales.map((locale) => marketingFile(contentDir, locale, defaultLocale, data.file)).filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`marketing-pages: ${data.file} has no twin at ${missing.join(', ')}`);
  const file = marketingFile(contentDir, currentLocale, defaultLocale, data.file);
  let parsed: unknown;
  try {
    parsed = yaml.load(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`marketing-pages: ${file}: ${(error as Error).message}`, { cause: error });
  }
  const { error, value } = data.schema.validate(parsed, { abortEarly: false, convert: false });
  if (error !== undefined) throw new Error(`marketing-pages: ${file}: ${error.details.map((detail) => detail.message).join('; ')}`);
  return value;
}
