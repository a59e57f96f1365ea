import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readYamlFile } from '../read-yaml-file';
import { Joi } from '@docusaurus/utils-validation';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** What the theme's search reads from /search-terms.json (themeConfig.search.termsUrl). */
export interface SearchVocabulary {
  /** Per locale, compound terms a query keeps whole (a segmenter would split them). */
  phrases: Readonly<Record<string, readonly string[]>>;
  /** Per locale, question words dropped from longer queries. */
  stopWords: Readonly<Record<string, readonly string[]>>;
  /** One concept per group, its words per locale, the first one searched for. */
  synonyms: readonly Readonly<Record<string, readonly string[]>>[];
}

export const SEARCH_TERMS_JSON = 'search-terms.json';

const words = Joi.array().items(Joi.string().min(1)).min(1);
const byLocale = Joi.object().pattern(Joi.string(), words);
const schema = Joi.object<SearchVocabulary>({
  phrases: byLocale.default({}),
  stopWords: byLocale.default({}),
  synonyms: Joi.array().items(byLocale.min(1)).default([]),
});

/** The vocabulary file (YAML or JSON), validated; fails naming the file and the key. */
export function loadSearchVocabulary(file: string): SearchVocabulary {
  const { error, value } = schema.validate(readYamlFile(file, 'searchVocabulary'), { abortEarly: false, convert: false });
  if (error !== undefined) throw new Error(`searchVocabulary: ${file}: ${error.details.map((detail) => detail.message).join('; ')}`);
  return value;
}

/**
 * Publishes the site's search vocabulary (synonyms across locales and spellings, kept phrases, stop
 * words) as /search-terms.json beside the index, once, from the default locale's build.
 */
export default function searchVocabularyPlugin(context: LoadContext, options: { file: string }): Plugin {
  const file = path.resolve(context.siteDir, options.file);
  return {
    name: 'rainbond-search-vocabulary',
    getPathsToWatch: () => [file],
    loadContent: () => loadSearchVocabulary(file),
    async postBuild({ outDir, content }) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await writeFile(path.join(outDir, SEARCH_TERMS_JSON), JSON.stringify(content as SearchVocabulary));
    },
  };
}
