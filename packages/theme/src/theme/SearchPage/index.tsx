import React, { useEffect, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import { Button, Container, Select } from '@rainbond/ui';
import type { SearchResultPage } from '../../client/search/pagefind';
import type { EarlySearchPageConfig } from '../../client/search/early-search-page';
import { safeExcerpt } from '../../client/search/excerpt';
import { useDetailsOnView } from '../../client/search/use-details-on-view';
import { readSearchPageRequest, SEARCH_QUERY_MAX_LENGTH } from '../../client/search/search-page-request';
import { useSearchContext } from '../../client/search/use-search-context';
import { useNavbarContext } from '../../client/use-navbar-context';
import styles from './styles.module.css';

export interface Props {
  /**
   * The script that answers a load of `?q=…` before the app starts (`search-page.min.js`, a
   * route module of the theme). Rendered into the static HTML only.
   */
  readonly earlyScript: string;
}

/** The full search page at /search?q=…: version and type filters, 20 pages of results at a time. */
export default function SearchPage({ earlyScript }: Props): React.ReactElement {
  // The static HTML was rendered without a query string; the first render in the browser must
  // match it (or React reports a hydration error), so the query is read once hydration is done.
  const location = useLocation();
  const { hosted } = useSearchContext();
  const search = useIsBrowser() ? location.search : '';
  const { query } = readSearchPageRequest(search);
  const heading = searchHeading(query);
  return (
    <Layout title={heading} description={translate({ id: 'theme.rainbond.search.pageDescription', message: 'Search the docs, blog and pages of this site.' })}>
      <SearchPageContent heading={heading} search={search} />
      {/* In the static HTML only: React renders it again on a client-side navigation, but never runs it. */}
      {!hosted && <script dangerouslySetInnerHTML={{ __html: earlyScript.replace(/<\/script/gi, '<\\/script') }} />}
    </Layout>
  );
}

function searchHeading(query: string): string {
  return query === ''
    ? translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })
    : translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query });
}

/** What the script that answers before the app starts needs from the server HTML. */
function useEarlySearchPageConfig(): EarlySearchPageConfig {
  const { config } = useSearchContext();
  const { i18n } = useDocusaurusContext();
  return {
    bundlePath: config.bundlePath,
    termsUrl: config.termsUrl,
    pageListUrl: config.pageListUrl,
    locale: i18n.currentLocale,
    messages: {
      heading: searchHeading('{query}'),
      found: translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '{count} documents found' }, { count: '{count}' }),
      none: translate({ id: 'theme.SearchPage.noResultsText', message: 'No results were found' }),
      failed: searchFailure(),
    },
    classes: { count: styles.count, results: styles.results, result: styles.result, resultTitle: styles.resultTitle, hits: styles.hits, hitTitle: styles.hitTitle, excerpt: styles.excerpt },
  };
}

function searchFailure(): string {
  return `${translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}. ${translate({
    id: 'theme.SearchModal.errorScreen.helpText',
    message: 'You might want to check your network connection.',
  })}`;
}

/** Inside the layout, where the docs plugin's providers (preferred versions) are available. */
function SearchPageContent({ heading, search }: { heading: string; search: string }): React.ReactElement {
  const location = useLocation();
  const routerHistory = useHistory();
  const { query, version, type, page, filters, paging, key: requestKey } = readSearchPageRequest(search);
  const { searchSite, hosted } = useSearchContext();
  const earlyConfig = useEarlySearchPageConfig();
  const { versions } = useNavbarContext();
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  // What is typed in the box, reset whenever the URL's query changes. Typing is tied to the query
  // of the URL, not of the render: text typed before hydration is reported (by the preset's
  // starter) while the page still renders as its static HTML, without the query.
  const [typed, setTyped] = useState({ forQuery: query, text: query });
  const draft = typed.forQuery === query ? typed.text : query;
  const setDraft = (text: string) => setTyped({ forQuery: readSearchPageRequest(location.search).query, text });
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
    searchSite(query.trim(), filters, paging)
      .then((result) => !cancelled && setAnswer({ key: requestKey, status: 'done', total: result.total, pages: result.pages }))
      .catch((error: unknown) => {
        console.error('[search] the index could not be loaded', error);
        if (!cancelled) setAnswer({ key: requestKey, status: 'error', total: 0, pages: [] });
      });
    return () => {
      cancelled = true;
    };
    // `searchSite`, `filters` and `paging` are rebuilt on each render; the request key names everything they depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

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

  const pageCount = Math.ceil(state.total / paging.limit);

  return (
    <main className={styles.main} data-app-start={hosted ? 'load' : 'intent'}>
      <Container width="reading">
        {/* Before the app starts, the early search script writes the query into it. */}
        <h1 className={styles.heading} suppressHydrationWarning>
          {heading}
        </h1>
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
            maxLength={SEARCH_QUERY_MAX_LENGTH}
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
        {/* The answer drawn before the app started, until the app has its own. React leaves its content alone. */}
        {!hosted && answer.key === '' && <div className={styles.early} data-search-early={JSON.stringify(earlyConfig)} dangerouslySetInnerHTML={{ __html: '' }} />}
        <div aria-live="polite">
          {state.status === 'loading' && <p className={styles.loading}>{translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' })}</p>}
          {state.status === 'error' && (
            <p>{searchFailure()}</p>
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
