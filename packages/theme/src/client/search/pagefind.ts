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

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string, options?: { filters?: Record<string, { any: string[] }> }): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
}

let api: Promise<PagefindApi> | undefined;

/** Loads the Pagefind API once per page view; a failed load is retried on the next call. */
export function loadPagefind(bundlePath: string): Promise<PagefindApi> {
  if (api === undefined) {
    api = (import(/* webpackIgnore: true */ `${bundlePath}pagefind.js`) as Promise<PagefindApi>).then(async (module) => {
      await module.options({ excerptLength: 24 });
      return module;
    });
    api.catch(() => {
      api = undefined;
    });
  }
  return api;
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

/** Queries the index; returns the number of matching pages and the first `limit` of them, loaded. */
export async function searchPages(
  bundlePath: string,
  query: string,
  filters: SearchFilters,
  { offset = 0, limit = 20 }: { offset?: number; limit?: number } = {},
): Promise<{ total: number; pages: SearchResultPage[] }> {
  const pagefind = await loadPagefind(bundlePath);
  const response = await pagefind.search(query, { filters: toFilters(filters) });
  const pages = await Promise.all(response.results.slice(offset, offset + limit).map(async (result) => toResultPage(await result.data())));
  return { total: response.results.length, pages };
}
