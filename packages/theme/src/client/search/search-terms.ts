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

/**
 * Rewrites a query into the reader's locale: every synonym-group word found in it (longest first,
 * whole words for Latin script) that is not the group's word in `locale` becomes that word.
 * Returns undefined when nothing changed.
 */
export function localizeQuery(query: string, locale: string, terms: SearchTerms): string | undefined {
  const replacements: { from: string; to: string }[] = [];
  for (const group of terms.synonyms) {
    const target = group[locale]?.[0];
    if (target === undefined) continue;
    for (const words of Object.values(group)) {
      // The locale's own word maps to itself, so that it wins over a shorter word inside it.
      for (const word of words) replacements.push({ from: normalize(word), to: target });
    }
  }
  if (replacements.length === 0) return undefined;
  replacements.sort((a, b) => b.from.length - a.from.length);
  const target = new Map(replacements.map(({ from, to }) => [from, to]));
  // One pass over the query, longest words first, so a replaced word is never matched again.
  const pattern = new RegExp(
    replacements.map(({ from }) => (CJK.test(from) ? escape(from) : `(?<![\\p{L}\\p{N}])${escape(from)}(?![\\p{L}\\p{N}])`)).join('|'),
    'gu',
  );
  const original = normalize(query);
  const text = normalize(original.replace(pattern, (word) => ` ${target.get(word) ?? word} `));
  return text === original ? undefined : text;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
