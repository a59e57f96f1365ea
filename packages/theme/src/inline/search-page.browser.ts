/**
 * Rendered by the search page after its content (built to `search-page.min.js`): a load of
 * `/search?q=…` shows its answer without the app, which starts only on the reader's intent. It
 * asks the index what the React page asks (the same modules) and draws into the element React
 * leaves alone (`dangerouslySetInnerHTML`); the hydrated page replaces that element with its own
 * list once its own answer is in. Pagefind's files are then in the browser's caches.
 */
import { drawEarlyFailure, drawEarlyResults, type EarlySearchPageConfig } from '../client/search/early-search-page';
import { searchPages } from '../client/search/pagefind';
import { readSearchPageRequest } from '../client/search/search-page-request';

const container = document.querySelector<HTMLElement>('[data-search-early]');
const request = readSearchPageRequest(location.search);
if (container !== null && request.query.trim() !== '' && document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
  const config = JSON.parse(container.dataset.searchEarly ?? '{}') as EarlySearchPageConfig;
  // The page was rendered without its query; hydration accepts these (the heading suppresses the
  // warning, React 19 keeps a field's typed value and reports it as a change).
  const heading = document.querySelector('main h1');
  const title = config.messages.heading.replace('{query}', request.query);
  if (heading !== null) {
    document.title = document.title.replace(heading.textContent ?? '', title);
    heading.textContent = title;
  }
  const field = document.querySelector<HTMLInputElement>('main form[role="search"] input[name="q"]');
  if (field !== null && field.value === '') field.value = request.query;
  searchPages(config.bundlePath, request.query.trim(), request.filters, request.paging, { locale: config.locale, termsUrl: config.termsUrl, pageListUrl: config.pageListUrl })
    .then((answer) => container.isConnected && drawEarlyResults(container, config, answer))
    .catch((error: unknown) => {
      console.error('[search] the index could not be loaded', error);
      if (container.isConnected) drawEarlyFailure(container, config);
    });
}
