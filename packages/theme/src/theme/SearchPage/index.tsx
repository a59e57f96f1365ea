import React, { useEffect, useMemo, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import siteConfig from '@generated/docusaurus.config';
import Layout from '@theme/Layout';
import { Button, Container, Select } from '@rainbond/ui';
import type { SearchResultPage } from '../../client/search/pagefind';
import { safeExcerpt } from '../../client/search/excerpt';
import { useDetailsOnView } from '../../client/search/use-details-on-view';
import { earlySearchScript } from '../../client/search/early-search';
import { prepareSiteSearch, useSearchContext } from '../../client/search/use-search-context';
import { useNavbarContext } from '../../client/use-navbar-context';
import type { RainbondThemeConfig } from '../../theme-config';
import styles from './styles.module.css';

const PAGE_SIZE = 20;
/**
 * Result pages whose sections and excerpts come with the answer: more than a phone or a laptop
 * shows at once. The others are listed by title and load their fragment of the index when they
 * scroll into view (each is 3–8 KB; all 20 would more than double what the first answer fetches).
 */
const EAGER_PAGES = 4;
const MAX_QUERY_LENGTH = 64;

// A first load of /search?q=… starts fetching the index when this chunk runs, before React
// hydrates the page: on a slow phone hydration takes longer than the index's chain of requests.
if (typeof window !== 'undefined' && (new URLSearchParams(window.location.search).get('q') ?? '').trim() !== '') {
  prepareSiteSearch(siteConfig.themeConfig as unknown as RainbondThemeConfig);
}

/** The full search page at /search?q=…: version and type filters, 20 pages of results at a time. */
export default function SearchPage(): React.ReactElement {
  // The static HTML was rendered without a query string; the first render in the browser must
  // match it (or React reports a hydration error), so the query is read once hydration is done.
  const location = useLocation();
  const { config, hosted } = useSearchContext();
  const search = useIsBrowser() ? location.search : '';
  const query = (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const heading =
    query === ''
      ? translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })
      : translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query });
  return (
    <Layout title={heading} description={translate({ id: 'theme.rainbond.search.pageDescription', message: 'Search the docs, blog and pages of this site.' })}>
      {/* In the static HTML only: React renders it again on a client-side navigation, but never runs it. */}
      {!hosted && <script dangerouslySetInnerHTML={{ __html: earlySearchScript(config.bundlePath, MAX_QUERY_LENGTH, config) }} />}
      <SearchPageContent heading={heading} search={search} />
    </Layout>
  );
}

/** Inside the layout, where the docs plugin's providers (preferred versions) are available. */
function SearchPageContent({ heading, search }: { heading: string; search: string }): React.ReactElement {
  const location = useLocation();
  const routerHistory = useHistory();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const version = params.get('version') ?? '';
  const type = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const { searchSite } = useSearchContext();
  const { versions } = useNavbarContext();
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  // What is typed in the box, reset whenever the URL's query changes.
  const [typed, setTyped] = useState({ forQuery: query, text: query });
  const draft = typed.forQuery === query ? typed.text : query;
  const setDraft = (text: string) => setTyped({ forQuery: query, text });
  const requestKey = `${query.trim()}|${version}|${type}|${page}`;
  const [answer, setAnswer] = useState<{ key: string; status: 'done' | 'error'; total: number; pages: readonly SearchResultPage[] }>({
    key: '',
    status: 'done',
    total: 0,
    pages: [],
  });
  const state =
    query.trim() === ''
      ? { status: 'idle' as const, total: 0, pages: [] }
      : answer.key === requestKey
        ? answer
        : { status: 'loading' as const, total: answer.total, pages: answer.pages };

  useEffect(() => {
    if (query.trim() === '') return undefined;
    let cancelled = false;
    searchSite(
      query.trim(),
      { version: version === '' ? undefined : [version, ...(type === 'docs' ? [] : ['all'])], type: type === '' ? undefined : [type] },
      { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, eager: EAGER_PAGES },
    )
      .then((result) => !cancelled && setAnswer({ key: requestKey, status: 'done', total: result.total, pages: result.pages }))
      .catch((error: unknown) => {
        console.error('[search] the index could not be loaded', error);
        if (!cancelled) setAnswer({ key: requestKey, status: 'error', total: 0, pages: [] });
      });
    return () => {
      cancelled = true;
    };
    // `searchSite` is rebuilt on each render; the request key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, version, type, page, requestKey]);

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    routerHistory.push({ pathname: location.pathname, search: `?${next.toString()}` });
  };

  const resultsRef = useRef<HTMLOListElement>(null);
  useDetailsOnView(resultsRef, { pages: state.pages, ready: state.status === 'done', viewport: true, setAnswer });

  const pageCount = Math.ceil(state.total / PAGE_SIZE);

  return (
    <main className={styles.main}>
      <Container width="reading">
        <h1 className={styles.heading}>{heading}</h1>
        <noscript>
          <p>
            {translate({ id: 'theme.rainbond.search.noScript', message: 'Search needs JavaScript, which is turned off in this browser. Every page of the site is listed in the' })}{' '}
            <a href={sitemapUrl}>{translate({ id: 'theme.rainbond.search.sitemap', message: 'sitemap' })}</a>.
          </p>
        </noscript>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            go({ q: draft.trim() });
          }}
        >
          <input
            className={styles.input}
            type="search"
            name="q"
            value={draft}
            maxLength={MAX_QUERY_LENGTH}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{translate({ id: 'theme.SearchBar.label', message: 'Search' })}</Button>
        </form>
        <div className={styles.filters}>
          <Select
            label={translate({ id: 'theme.rainbond.search.version', message: 'Version' })}
            value={version}
            onValueChange={(value) => go({ version: value })}
            options={[
              { value: '', label: translate({ id: 'theme.rainbond.search.allVersions', message: 'All versions' }) },
              ...versions.map((item) => ({ value: item.label, label: item.label })),
            ]}
          />
          <Select
            label={translate({ id: 'theme.rainbond.search.type', message: 'Type' })}
            value={type}
            onValueChange={(value) => go({ type: value })}
            options={[
              { value: '', label: translate({ id: 'theme.rainbond.search.allTypes', message: 'Everything' }) },
              { value: 'docs', label: translate({ id: 'theme.rainbond.search.typeDocs', message: 'Docs' }) },
              { value: 'blog', label: translate({ id: 'theme.rainbond.search.typeBlog', message: 'Blog' }) },
              { value: 'page', label: translate({ id: 'theme.rainbond.search.typePages', message: 'Pages' }) },
            ]}
          />
        </div>
        <div aria-live="polite">
          {state.status === 'loading' && <p>{translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' })}</p>}
          {state.status === 'error' && (
            <p>
              {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}.{' '}
              {translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}
            </p>
          )}
          {state.status === 'done' && (
            <p className={styles.count}>
              {state.total === 0
                ? translate({ id: 'theme.SearchPage.noResultsText', message: 'No results were found' })
                : translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '{count} documents found' }, { count: state.total })}
            </p>
          )}
        </div>
        <ol ref={resultsRef} className={styles.results}>
          {state.pages.map((result) => (
            <li key={result.url} className={styles.result} data-page-url={result.loadDetails === undefined ? undefined : result.url}>
              <h2 className={styles.resultTitle}>
                <Link to={result.url}>{result.title}</Link>
              </h2>
              <ul className={styles.hits}>
                {result.hits.map((hit) => (
                  <li key={hit.url}>
                    <Link to={hit.url} className={styles.hitTitle}>
                      {hit.title}
                    </Link>
                    {hit.excerpt !== '' && <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: safeExcerpt(hit.excerpt) }} />}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {pageCount > 1 && (
          <nav className={styles.pagination} aria-label={translate({ id: 'theme.rainbond.search.pagination', message: 'Search result pages' })}>
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((number) => (
              <button key={number} type="button" aria-current={number === page ? 'page' : undefined} onClick={() => go({ page: String(number) })}>
                {number}
              </button>
            ))}
          </nav>
        )}
      </Container>
    </main>
  );
}
