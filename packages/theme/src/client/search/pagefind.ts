import { NO_TERMS, dropStopWords, localizeQuery, parseSearchTerms, segmentQuery, type SearchTerms } from './search-terms';
import { rerank } from './rank';

/**
 * The search index is Pagefind's, built from the static HTML after the site build. Its script is
 * fetched only when a reader opens search, from `<bundlePath>pagefind.js` (the same origin).
 */

/** One section of a page that matched, with the trail of headings it sits under. */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  /** Excerpt HTML from the index: text with `<mark>` around the matches, nothing else. */
  readonly excerpt: string;
}

export interface SearchResultPage {
  readonly url: string;
  readonly title: string;
  readonly type: string;
  readonly hits: readonly SearchHit[];
  /**
   * Set on a page shown by its title only (beyond `eager`): loads its sections and excerpts (one
   * fragment of the index), for when the reader gets to it.
   */
  readonly loadDetails?: () => Promise<SearchResultPage>;
}

export interface SearchFilters {
  readonly version?: readonly string[];
  readonly type?: readonly string[];
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
}

interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindData>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  /** Loads the WASM and the metadata of the page's language (otherwise the first search does). */
  init(): Promise<void>;
  search(query: string, options?: { filters?: Record<string, { any: string[] }> }): Promise<{ results: PagefindResult[] }>;
}

/** Set before Pagefind loads its index. A title match counts for more than Pagefind's default (5); see also `rerank`. */
export const PAGEFIND_OPTIONS = { excerptLength: 24, ranking: { metaWeights: { title: 10 } } } as const;

/** A page list of the index's language: route file, title, type per page. */
type PageList = Readonly<Record<string, ListedPage>>;

/**
 * What a page view loads once. It lives on the window, not in this module: the search page's
 * early script (`search-page.min.js`) bundles its own copy of this module, and the app's search
 * then finds the API, the vocabulary and the page list that script loaded.
 */
interface Loaded {
  api?: Promise<PagefindApi>;
  terms?: { url: string; terms: Promise<SearchTerms> };
  pageList?: { url: string; list: Promise<PageList | undefined> };
}
const LOADED = Symbol.for('rainbond.search.loaded');
const loaded = (): Loaded => ((globalThis as { [LOADED]?: Loaded })[LOADED] ??= {});

/** Loads the Pagefind API once per page view; a failed load is retried on the next call. */
export function loadPagefind(bundlePath: string): Promise<PagefindApi> {
  const shared = loaded();
  if (shared.api === undefined) {
    const api = (import(/* webpackIgnore: true */ `${bundlePath}pagefind.js`) as Promise<PagefindApi>).then(async (module) => {
      await module.options(PAGEFIND_OPTIONS);
      return module;
    });
    api.catch(() => {
      if (shared.api === api) shared.api = undefined;
    });
    shared.api = api;
  }
  return shared.api;
}

/** Fetches the site's search vocabulary once (in parallel with Pagefind); without one, or when it fails, queries go as typed. */
function loadTerms(url: string | undefined): Promise<SearchTerms> {
  if (url === undefined) return Promise.resolve(NO_TERMS);
  const shared = loaded();
  if (shared.terms?.url !== url) {
    const loading = fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))
      .then(parseSearchTerms)
      .catch((error: unknown) => {
        console.error('[search] the search terms could not be loaded; searching without them', error);
        return NO_TERMS;
      });
    shared.terms = { url, terms: loading };
  }
  return shared.terms.terms;
}

function toFilters(filters: SearchFilters): Record<string, { any: string[] }> {
  const result: Record<string, { any: string[] }> = {};
  if (filters.version !== undefined && filters.version.length > 0) result.version = { any: [...filters.version] };
  if (filters.type !== undefined && filters.type.length > 0) result.type = { any: [...filters.type] };
  return result;
}

/** The index stores file paths (`/docs/x.html`); the site's routes have no `.html` (trailing slash off). */
export function routeOf(url: string): string {
  return url.replace(/(?:\/index)?\.html(?=#|$)/, '') || '/';
}

/** Turns Pagefind's data into result pages, each with up to `hitsPerPage` matching sections. */
export function toResultPage(data: PagefindData, hitsPerPage = 3): SearchResultPage {
  const title = data.meta.title ?? data.url;
  const sections = (data.sub_results ?? []).filter((sub) => sub.url !== data.url || (data.sub_results ?? []).length === 1);
  const hits = (sections.length > 0 ? sections : [{ title, url: data.url, excerpt: data.excerpt }]).slice(0, hitsPerPage);
  return {
    url: routeOf(data.url),
    title,
    type: data.filters.type?.[0] ?? 'page',
    hits: hits.map((sub) => ({ url: routeOf(sub.url), title: sub.title, excerpt: sub.excerpt })),
  };
}

/** A page of the index as the page list names it: route file, title, type. */
type ListedPage = readonly [url: string, title: string, type: string];

/** Fetches the page list of the index's language once; without one, results wait for their fragments. */
function loadPageList(pattern: string | undefined): Promise<PageList | undefined> {
  if (pattern === undefined || typeof document === 'undefined') return Promise.resolve(undefined);
  const url = pattern.replace('{language}', document.documentElement.lang.toLowerCase());
  const shared = loaded();
  if (shared.pageList?.url !== url) {
    const loading = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<PageList>) : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))
      .catch((error: unknown) => {
        console.error('[search] the page list could not be loaded; results wait for their excerpts', error);
        return undefined;
      });
    shared.pageList = { url, list: loading };
  }
  return shared.pageList.list;
}

/**
 * Fetches what any query needs (Pagefind's script, WASM and metadata, and the vocabulary) while
 * the reader is still typing: called when search opens.
 */
export async function prepareSearch(bundlePath: string, termsUrl: string | undefined, pageListUrl?: string): Promise<void> {
  const [pagefind] = await Promise.all([loadPagefind(bundlePath), loadTerms(termsUrl), loadPageList(pageListUrl)]);
  await pagefind.init();
}

/** Pages the re-ranking looks at for a first page of results: from the page list, or loaded. */
const RERANK_WINDOW = { listed: 30, loaded: 10 } as const;

export interface SearchOptions {
  readonly locale: string;
  /** Where the site's search vocabulary is, if it has one (`themeConfig.search.termsUrl`). */
  readonly termsUrl?: string;
  /** `themeConfig.search.pageListUrl`. */
  readonly pageListUrl?: string;
  /** Called with the result pages, titles only, before their excerpts load (with a page list). */
  readonly onPreview?: (answer: { total: number; pages: SearchResultPage[] }) => void;
}

/** A title-only result page whose details load on demand. */
function titleOnly(url: string, title: string, type: string, result: PagefindResult): SearchResultPage {
  return { url, title, type, hits: [{ url, title, excerpt: '' }], loadDetails: async () => toResultPage(await result.data()) };
}

/**
 * Queries the index; returns the number of matching pages and the first `limit` of them, loaded.
 * The query runs as typed and, when the vocabulary rewrites it (a term of the other language, a
 * synonym), as rewritten; each dictionary term in it also runs as a phrase, and pages holding the
 * phrase count double. The first page of results is re-ranked by titles and headings (`rerank`).
 * With a page list, pages after the first `eager` come by title only, with `loadDetails`.
 */
export async function searchPages(
  bundlePath: string,
  query: string,
  filters: SearchFilters,
  { offset = 0, limit = 20, eager = limit }: { offset?: number; limit?: number; eager?: number } = {},
  { locale, termsUrl, pageListUrl, onPreview }: SearchOptions = { locale: 'en' },
): Promise<{ total: number; pages: SearchResultPage[] }> {
  const [pagefind, vocabulary, listed] = await Promise.all([loadPagefind(bundlePath), loadTerms(termsUrl), loadPageList(pageListUrl)]);
  const options = { filters: toFilters(filters) };
  const asked = dropStopWords(query, locale, vocabulary) ?? query;
  const localized = localizeQuery(asked, locale, vocabulary);
  // The query as asked, and as rewritten into the reader's locale when the vocabulary changes it.
  const forms = localized === undefined ? [asked] : [asked, localized];
  // Chinese terms only: Pagefind's segmenter splits them (构建 into 构 + 建), Latin ones it keeps.
  const dictionary = vocabulary.phrases[locale] ?? [];
  const phrases = [...new Set(forms.flatMap((form) => segmentQuery(form, dictionary).filter((token) => token.whole && /[\u3400-\u9fff]/.test(token.text)).map((token) => token.text)))];
  const [answers, phraseAnswers] = await Promise.all([
    Promise.all(forms.map((form) => pagefind.search(form, options))),
    Promise.all(phrases.map((phrase) => pagefind.search(`"${phrase}"`, options))),
  ]);
  const holdsPhrase = new Set(phraseAnswers.flatMap((answer) => answer.results.map((result) => result.id)));
  // Scores of different queries are not on one scale: each form's are taken relative to its best,
  // and the rewritten form (what the reader means in this locale) counts more than the typed one.
  const merged = new Map<string, { result: PagefindResult; score: number }>();
  answers.forEach((answer, index) => {
    const best = Math.max(...answer.results.map((result) => result.score), Number.EPSILON);
    const weight = forms.length > 1 && index === 0 ? 0.7 : 1;
    for (const result of answer.results) {
      const score = (weight * result.score * (holdsPhrase.has(result.id) ? 2 : 1)) / best;
      const known = merged.get(result.id);
      if (known === undefined || known.score < score) merged.set(result.id, { result, score });
    }
  });
  const ordered = [...merged.values()].sort((a, b) => b.score - a.score);
  if (listed !== undefined) {
    const window = offset === 0 ? Math.max(limit, RERANK_WINDOW.listed) : limit;
    const candidates = ordered.slice(offset, offset + window).map(({ result, score }) => {
      const [url, title, type] = listed[result.id] ?? [result.id, '', 'page'];
      return { url: routeOf(url), title, type, headings: [], score, result };
    });
    const shown = (offset === 0 ? rerank(candidates, [query, ...forms]) : candidates).slice(0, limit);
    onPreview?.({ total: merged.size, pages: shown.map(({ url, title, type }) => ({ url, title, type, hits: [{ url, title, excerpt: '' }] })) });
    // Only the first `eager` pages load their fragments now; the others come with their titles.
    const pages = await Promise.all(
      shown.map(async ({ result, url, title, type }, index) => (index < eager ? toResultPage(await result.data()) : titleOnly(url, title, type, result))),
    );
    return { total: merged.size, pages };
  }
  const window = offset === 0 ? Math.max(limit, RERANK_WINDOW.loaded) : limit;
  const loaded = await Promise.all(
    ordered.slice(offset, offset + window).map(async ({ result, score }) => {
      const data = await result.data();
      return { page: toResultPage(data), headings: (data.sub_results ?? []).map((sub) => sub.title), score };
    }),
  );
  const candidates = loaded.map(({ page, headings, score }) => ({ url: page.url, title: page.title, type: page.type, headings, score, page }));
  const pages = (offset === 0 ? rerank(candidates, [query, ...forms]) : candidates).slice(0, limit).map((candidate) => candidate.page);
  return { total: merged.size, pages };
}
