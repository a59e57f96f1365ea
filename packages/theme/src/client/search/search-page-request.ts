import type { SearchFilters } from './pagefind';

/** Result pages per page of the search page. */
export const SEARCH_PAGE_SIZE = 20;
/**
 * Result pages whose sections and excerpts come with the answer: more than a phone or a laptop
 * shows at once. The others are listed by title and load their fragment of the index when they
 * scroll into view (each is 3–8 KB; all 20 would more than double what the first answer fetches).
 */
export const SEARCH_PAGE_EAGER = 4;
export const SEARCH_QUERY_MAX_LENGTH = 64;

/** What a search page URL (`?q=…&version=…&type=…&page=…`) asks for. */
export interface SearchPageRequest {
  /** As typed, cut to `SEARCH_QUERY_MAX_LENGTH`; what is searched is its trimmed form. */
  readonly query: string;
  readonly version: string;
  readonly type: string;
  readonly page: number;
  readonly filters: SearchFilters;
  readonly paging: { readonly offset: number; readonly limit: number; readonly eager: number };
  /** Names everything the answer depends on. */
  readonly key: string;
}

/**
 * Reads the search page's query string. The React page and the script that answers before the
 * app starts both read it here, so both ask the index the same question.
 */
export function readSearchPageRequest(search: string): SearchPageRequest {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH);
  const version = params.get('version') ?? '';
  const type = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  return {
    query,
    version,
    type,
    page,
    // A version filter keeps the pages that have no version (blog, site pages) unless only docs are asked for.
    filters: { version: version === '' ? undefined : [version, ...(type === 'docs' ? [] : ['all'])], type: type === '' ? undefined : [type] },
    paging: { offset: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE, eager: SEARCH_PAGE_EAGER },
    key: `${query.trim()}|${version}|${type}|${page}`,
  };
}
