/**
 * The hosted option: when `themeConfig.algolia` is set, the same modal and search page query an
 * Algolia DocSearch index over its REST API instead of the local Pagefind index (no SDK, so the
 * only bytes added to the search chunk are this file's).
 */
import type { SearchHit, SearchResultPage } from './pagefind';

export interface AlgoliaConfig {
  readonly appId: string;
  /** The search-only API key: it is public, like DocSearch's. */
  readonly apiKey: string;
  readonly indexName: string;
  /** Restrict hits to the current locale and docs version (DocSearch `language` and `docusaurus_tag` facets). */
  readonly contextualSearch: boolean;
  readonly searchPagePath?: string;
  /** Hits whose URL matches are opened as full URLs (another site); the others as routes of this one. */
  readonly externalUrlRegex?: string;
  readonly replaceSearchResultPathname?: { readonly from: string; readonly to: string };
}

/** Where the search runs: locale, and on docs pages the docs plugin and version names. */
export interface AlgoliaContext {
  readonly locale: string;
  readonly docsTag?: string;
}

type Hierarchy = Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;

/** One DocSearch record as the query API returns it. */
export interface AlgoliaHit {
  readonly url: string;
  readonly hierarchy: Hierarchy;
  readonly content?: string | null;
  readonly type?: string;
  readonly _snippetResult?: { readonly content?: { readonly value: string } };
  readonly _highlightResult?: { readonly hierarchy?: Partial<Record<keyof Hierarchy, { readonly value: string }>> };
}

export interface AlgoliaResponse {
  readonly hits: readonly AlgoliaHit[];
  readonly nbHits: number;
}

const LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;

/** The request body: highlight with <mark> (what the result list renders), filter by context. */
export function algoliaRequest(config: AlgoliaConfig, query: string, context: AlgoliaContext, { offset, limit }: { offset: number; limit: number }) {
  const facetFilters = config.contextualSearch
    ? [`language:${context.locale}`, ['docusaurus_tag:default', ...(context.docsTag === undefined ? [] : [`docusaurus_tag:${context.docsTag}`])]]
    : [];
  return {
    query,
    offset,
    length: limit,
    facetFilters,
    attributesToSnippet: ['content:24'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

/** A hit's URL as this site opens it: a route, or the full URL of another site. */
export function hitUrl(config: AlgoliaConfig, url: string): string {
  if (config.externalUrlRegex !== undefined && new RegExp(config.externalUrlRegex).test(url)) return url;
  const parsed = new URL(url, 'https://placeholder.invalid');
  const { from, to } = config.replaceSearchResultPathname ?? { from: '', to: '' };
  const pathname = from === '' ? parsed.pathname : parsed.pathname.replace(new RegExp(from), to);
  return `${pathname}${parsed.search}${parsed.hash}`;
}

/** Groups DocSearch records by page (URL without the #fragment), in the order Algolia ranked them. */
export function toResultPages(config: AlgoliaConfig, hits: readonly AlgoliaHit[], hitsPerPage = 3): SearchResultPage[] {
  const pages = new Map<string, { url: string; title: string; type: string; hits: SearchHit[] }>();
  for (const hit of hits) {
    const url = hitUrl(config, hit.url);
    const pageUrl = url.split('#')[0] ?? url;
    const page = pages.get(pageUrl) ?? { url: pageUrl, title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? pageUrl, type: 'docs', hits: [] };
    pages.set(pageUrl, page);
    if (page.hits.length >= hitsPerPage) continue;
    const level = LEVELS.find((name) => typeof hit.hierarchy[name] === 'string');
    const heading = level === undefined ? page.title : (hit.hierarchy[level] as string);
    const excerpt = hit._snippetResult?.content?.value ?? (level === undefined ? undefined : hit._highlightResult?.hierarchy?.[level]?.value) ?? heading;
    page.hits.push({ url, title: heading, excerpt });
  }
  return [...pages.values()];
}

/** Queries the hosted index; throws when the service cannot be reached or refuses the key. */
export async function searchAlgolia(
  config: AlgoliaConfig,
  query: string,
  context: AlgoliaContext,
  paging: { offset: number; limit: number },
): Promise<{ total: number; pages: SearchResultPage[] }> {
  const response = await fetch(`https://${config.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': config.appId, 'X-Algolia-API-Key': config.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(algoliaRequest(config, query, context, paging)),
  });
  if (!response.ok) throw new Error(`Algolia answered HTTP ${response.status}`);
  const result = (await response.json()) as AlgoliaResponse;
  return { total: result.nbHits, pages: toResultPages(config, result.hits) };
}
