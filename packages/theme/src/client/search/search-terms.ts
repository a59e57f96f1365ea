/**
 * A site's search vocabulary (`themeConfig.search.termsUrl`, a JSON file fetched when search
 * opens): product terms kept whole when a query is segmented, and synonym groups that map a term
 * typed in one language, or an alternative spelling, to the words of the reader's locale.
 */
export interface SearchTerms {
  /** Compound terms per locale that a query keeps whole (searched as a phrase), e.g. zh 自动构建. */
  readonly phrases: Readonly<Record<string, readonly string[]>>;
  /** Each group names one concept: its words per locale, the first being the one searched for. */
  readonly synonyms: readonly Readonly<Record<string, readonly string[]>>[];
  /** Words per locale dropped from a query of three or more words ("how to reset the admin password"). */
  readonly stopWords?: Readonly<Record<string, readonly string[]>>;
}

export const NO_TERMS: SearchTerms = { phrases: {}, synonyms: [] };

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Parses and checks a terms file; throws with the reason when it is not one. */
export function parseSearchTerms(value: unknown): SearchTerms {
  const isWordList = (list: unknown): list is string[] => Array.isArray(list) && list.every((word) => typeof word === 'string' && word.trim() !== '');
  if (typeof value !== 'object' || value === null) throw new Error('search terms: not an object');
  const { phrases, synonyms } = value as { phrases?: unknown; synonyms?: unknown };
  if (typeof phrases !== 'object' || phrases === null || !Object.values(phrases).every(isWordList)) throw new Error('search terms: phrases must map locales to lists of words');
  const { stopWords } = value as { stopWords?: unknown };
  if (stopWords !== undefined && (typeof stopWords !== 'object' || stopWords === null || !Object.values(stopWords).every(isWordList))) throw new Error('search terms: stopWords must map locales to lists of words');
  if (!Array.isArray(synonyms) || !synonyms.every((group) => typeof group === 'object' && group !== null && Object.values(group).every(isWordList))) {
    throw new Error('search terms: synonyms must be a list of groups mapping locales to lists of words');
  }
  return value as SearchTerms;
}

/** A query token: a dictionary term (kept whole), or a run of other text. */
export interface QueryToken {
  readonly text: string;
  readonly whole: boolean;
}

/**
 * Splits a query into tokens, keeping the locale's dictionary terms whole: the longest term that
 * starts at a position wins, so 自动构建部署 gives 自动构建 + 部署. Latin words split at spaces.
 */
export function segmentQuery(query: string, dictionary: readonly string[]): QueryToken[] {
  const terms = [...dictionary].sort((a, b) => b.length - a.length);
  const tokens: QueryToken[] = [];
  for (const word of normalize(query).split(' ').filter(Boolean)) {
    if (!CJK.test(word)) {
      tokens.push({ text: word, whole: terms.includes(word) });
      continue;
    }
    let rest = '';
    for (let index = 0; index < word.length; ) {
      const term = terms.find((candidate) => word.startsWith(candidate, index));
      if (term === undefined) {
        rest += word[index];
        index += 1;
        continue;
      }
      if (rest !== '') tokens.push({ text: rest, whole: false });
      rest = '';
      tokens.push({ text: term, whole: true });
      index += term.length;
    }
    if (rest !== '') tokens.push({ text: rest, whole: false });
  }
  return tokens;
}

/**
 * Drops the locale's stop words from a query of three or more words, so that Pagefind, which
 * wants every word on the page, looks for the words that carry the question. Chinese question
 * words are removed wherever they are; undefined when nothing changed.
 */
export function dropStopWords(query: string, locale: string, terms: SearchTerms): string | undefined {
  const stop = terms.stopWords?.[locale] ?? [];
  if (stop.length === 0) return undefined;
  const words = normalize(query).split(' ');
  const latin = stop.filter((word) => !CJK.test(word));
  const cjk = stop.filter((word) => CJK.test(word));
  const kept = (words.length >= 3 ? words.filter((word) => !latin.includes(word)) : words).map((word) => cjk.reduce((text, stopWord) => text.split(stopWord).join(' '), word));
  const text = normalize(kept.join(' '));
  return text === normalize(query) || text === '' ? undefined : text;
}

/** A word of a synonym group and the word of the reader's locale it becomes. */
interface Replacement {
  readonly from: string;
  readonly to: string;
  /** Latin words match whole words only; Chinese terms match anywhere. */
  readonly wholeWord: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const isWordCharacter = (character: string | undefined) => character !== undefined && LETTER_OR_DIGIT.test(character);

const replacementTables = new WeakMap<SearchTerms, Map<string, readonly Replacement[]>>();

/** The vocabulary's replacements into `locale`, longest first; built once per vocabulary and locale. */
function replacementsInto(locale: string, terms: SearchTerms): readonly Replacement[] {
  const tables = replacementTables.get(terms) ?? new Map<string, readonly Replacement[]>();
  replacementTables.set(terms, tables);
  const known = tables.get(locale);
  if (known !== undefined) return known;
  const replacements: Replacement[] = [];
  for (const group of terms.synonyms) {
    const target = group[locale]?.[0];
    if (target === undefined) continue;
    // The locale's own word maps to itself, so that it wins over a shorter word inside it.
    for (const words of Object.values(group)) {
      for (const word of words) replacements.push({ from: normalize(word), to: target, wholeWord: !CJK.test(word) });
    }
  }
  replacements.sort((a, b) => b.from.length - a.from.length);
  tables.set(locale, replacements);
  return replacements;
}

/**
 * Rewrites a query into the reader's locale: every synonym-group word found in it (longest first,
 * whole words for Latin script) that is not the group's word in `locale` becomes that word.
 * Returns undefined when nothing changed. One scan of the query (at most 64 characters) against
 * the table: a single regular expression of every word, with Unicode word boundaries, took
 * 100 ms to compile on a fast machine, on the main thread of the search page.
 */
export function localizeQuery(query: string, locale: string, terms: SearchTerms): string | undefined {
  const replacements = replacementsInto(locale, terms);
  if (replacements.length === 0) return undefined;
  const original = normalize(query);
  let rewritten = '';
  for (let index = 0; index < original.length; ) {
    const found = replacements.find(
      ({ from, wholeWord }) =>
        original.startsWith(from, index) && (!wholeWord || (!isWordCharacter(original[index - 1]) && !isWordCharacter(original[index + from.length]))),
    );
    if (found === undefined) {
      rewritten += original[index];
      index += 1;
    } else {
      rewritten += ` ${found.to} `;
      index += found.from.length;
    }
  }
  const text = normalize(rewritten);
  return text === original ? undefined : text;
}
