import { afterEach, describe, expect, it, vi } from 'vitest';
import { algoliaRequest, hitUrl, searchAlgolia, toResultPages, type AlgoliaConfig, type AlgoliaHit } from './algolia';

const config: AlgoliaConfig = { appId: 'APP', apiKey: 'search-key', indexName: 'rainbond', contextualSearch: true };

const hit = (url: string, hierarchy: AlgoliaHit['hierarchy'], snippet?: string): AlgoliaHit => ({
  url,
  hierarchy,
  ...(snippet === undefined ? {} : { _snippetResult: { content: { value: snippet } } }),
});

describe('algoliaRequest', () => {
  it('filters by locale and by the docs version of the page, DocSearch style', () => {
    expect(algoliaRequest(config, 'helm', { locale: 'en', docsTag: 'docs-default-5.17' }, { offset: 20, limit: 20 })).toMatchObject({
      query: 'helm',
      offset: 20,
      length: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-5.17']],
      highlightPreTag: '<mark>',
    });
    expect(algoliaRequest({ ...config, contextualSearch: false }, 'helm', { locale: 'en' }, { offset: 0, limit: 5 }).facetFilters).toEqual([]);
  });
});

describe('hitUrl', () => {
  it('turns hits into routes, keeps external ones whole and rewrites pathnames', () => {
    expect(hitUrl(config, 'https://www.rainbond.com/docs/install#helm')).toBe('/docs/install#helm');
    expect(hitUrl({ ...config, externalUrlRegex: 'v5\\.16\\.rainbond' }, 'https://v5.16.rainbond.com/docs/x')).toBe('https://v5.16.rainbond.com/docs/x');
    expect(hitUrl({ ...config, replaceSearchResultPathname: { from: '^/docs/', to: '/manual/' } }, 'https://a.b/docs/x')).toBe('/manual/x');
  });
});

describe('toResultPages', () => {
  it('groups sections by page with the deepest heading as the hit title', () => {
    const pages = toResultPages(config, [
      hit('https://s/docs/install', { lvl0: 'Docs', lvl1: 'Install' }, 'Run the <mark>install</mark> script'),
      hit('https://s/docs/install#helm', { lvl0: 'Docs', lvl1: 'Install', lvl2: 'With Helm' }),
      hit('https://s/blog/post', { lvl0: 'Blog', lvl1: 'A post' }, 'text'),
    ]);
    expect(pages.map((page) => [page.url, page.title, page.hits.map((h) => h.title)])).toEqual([
      ['/docs/install', 'Install', ['Install', 'With Helm']],
      ['/blog/post', 'A post', ['A post']],
    ]);
    expect(pages[0]!.hits[0]!.excerpt).toBe('Run the <mark>install</mark> script');
  });
});

describe('searchAlgolia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the query with the search key and reads the hits', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ nbHits: 1, hits: [hit('https://s/docs/a', { lvl1: 'A' }, 'x')] })));
    vi.stubGlobal('fetch', fetchMock);
    const result = await searchAlgolia(config, 'a', { locale: 'zh' }, { offset: 0, limit: 20 });
    expect(result).toMatchObject({ total: 1, pages: [{ url: '/docs/a', title: 'A' }] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://APP-dsn.algolia.net/1/indexes/rainbond/query');
    expect((init.headers as Record<string, string>)['X-Algolia-API-Key']).toBe('search-key');
  });

  it('fails when the service refuses the request, so the modal shows its failure text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 403 })));
    await expect(searchAlgolia(config, 'a', { locale: 'zh' }, { offset: 0, limit: 20 })).rejects.toThrow('HTTP 403');
  });
});
