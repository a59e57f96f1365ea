import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import type { SearchResultPage } from '../../client/search/pagefind';
import { safeExcerpt } from '../../client/search/excerpt';
import { RECENT_SHOWN_ON_SMALL_SCREENS, searchHistory, type SavedHit } from '../../client/search/history';
import { keepFocusInside } from '../../client/keep-focus-inside';
import { siteSafeStorage } from '../../client/site-storage';
import { useDetailsOnView } from '../../client/search/use-details-on-view';
import { useSearchContext } from '../../client/search/use-search-context';
import styles from './styles.module.css';

export const MAX_QUERY_LENGTH = 64;
/** Pages a query shows; "See all" leads to the rest. Each one loads a fragment of the index. */
const RESULTS_PER_QUERY = 10;
/**
 * Pages whose sections and excerpts come with the answer: about what the modal shows at once.
 * The others are listed by title and load their fragment when they scroll into view.
 */
const EAGER_PAGES = 3;

/** `preview`: results named by the index, their excerpts still loading. */
type Status = 'idle' | 'loading' | 'preview' | 'results' | 'empty' | 'error';

interface Option {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly context: string;
  readonly excerpt?: string;
}

interface Props {
  readonly initialQuery: string;
  readonly onClose: () => void;
}

const t = {
  placeholder: () => translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' }),
  cancel: () => translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' }),
  recent: () => translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' }),
  favourites: () => translate({ id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite' }),
  noRecent: () => translate({ id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches' }),
  save: () => translate({ id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', message: 'Save this search' }),
  removeRecent: () => translate({ id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle', message: 'Remove this search from history' }),
  removeFavourite: () => translate({ id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', message: 'Remove this search from favorites' }),
  errorTitle: () => translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' }),
  errorHelp: () => translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' }),
  noResults: () => translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' }),
  trySearching: () => translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' }),
  reportText: () => translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?' }),
  reportLink: () => translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.' }),
  searching: () => translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' }),
  seeAll: (count: number) => translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }, { count }),
  label: () => translate({ id: 'theme.SearchBar.label', message: 'Search' }),
  results: () => translate({ id: 'theme.rainbond.search.resultsLabel', message: 'Search results' }),
};

/**
 * The search modal: a combobox over a local Pagefind index with recent searches and favourites,
 * results grouped by page, keyboard navigation (arrows, Enter, Escape) and a link to the full
 * search page. Loaded on demand by the SearchBar.
 */
export default function SearchModal({ initialQuery, onClose }: Props): React.ReactElement | null {
  const { config, searchPagePath, filters, searchSite, prepare } = useSearchContext();
  const history = useMemo(() => searchHistory(siteSafeStorage('localStorage')), []);
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  /** The outcome of the last finished search, with the query it answers. */
  const [answer, setAnswer] = useState<{ query: string; status: 'preview' | 'results' | 'empty' | 'error'; pages: readonly SearchResultPage[]; total: number }>({
    query: '',
    status: 'empty',
    pages: [],
    total: 0,
  });
  const [recent, setRecent] = useState<SavedHit[]>(() => history.recent());
  const [favourites, setFavourites] = useState<SavedHit[]>(() => history.favourites());
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  /** Title-only pages whose details were asked for (the observer is renewed with every answer). */
  const listId = useId();
  const routerHistory = useHistory();

  useEffect(() => {
    prepare();
    // Once, when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    inputRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const trimmed = query.trim();
  const status: Status = trimmed === '' ? 'idle' : answer.query !== trimmed ? 'loading' : answer.status;
  const { pages, total } = answer;

  useEffect(() => {
    if (trimmed === '') return undefined;
    // No debounce: a query costs a few ms once the index is warm, and an answer that arrives
    // after a newer query is dropped.
    let cancelled = false;
    // Results show as soon as the index names them; their excerpts follow.
    const show = (result: { total: number; pages: readonly SearchResultPage[] }, complete: boolean) => {
      setAnswer({ query: trimmed, status: result.total === 0 ? 'empty' : complete ? 'results' : 'preview', pages: result.pages, total: result.total });
    };
    let previewed = false;
    searchSite(trimmed, filters, { limit: RESULTS_PER_QUERY, eager: EAGER_PAGES }, (preview) => {
      if (cancelled) return;
      previewed = true;
      setActive(0);
      show(preview, false);
    })
      .then((result) => {
        if (cancelled) return;
        if (!previewed) setActive(0);
        show(result, true);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[search] the index could not be loaded', error);
        setAnswer({ query: trimmed, status: 'error', pages: [], total: 0 });
      });
    return () => {
      cancelled = true;
    };
    // `filters` and `searchSite` are rebuilt on each render; they change only with the version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, JSON.stringify(filters)]);

  useDetailsOnView(bodyRef, { pages, ready: status === 'results', setAnswer });

  const options: Option[] = useMemo(() => {
    if (status === 'results' || status === 'preview') {
      return pages.flatMap((page) =>
        page.hits.map((hit, index) => ({ id: `${page.url}-${index}`, url: hit.url, title: hit.title, context: page.title, excerpt: hit.excerpt })),
      );
    }
    return [];
  }, [status, pages]);

  const open = useCallback(
    (option: Option) => {
      setRecent(history.addRecent({ url: option.url, title: option.title, context: option.context }));
      onClose();
      // A hosted index may hold pages of other sites (externalUrlRegex): those are full URLs.
      if (/^https?:\/\//.test(option.url)) window.location.assign(option.url);
      else routerHistory.push(option.url);
    },
    [history, onClose, routerHistory],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && options[active] !== undefined && event.target === inputRef.current) {
      event.preventDefault();
      open(options[active]);
    } else if (event.key === 'Tab') {
      keepFocusInside(event, panelRef.current, 'input, button, a[href]:not([tabindex="-1"])');
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const seeAllHref = `${searchPagePath}?q=${encodeURIComponent(trimmed)}`;
  const reportHref = config.reportUrl === undefined ? undefined : `${config.reportUrl}${encodeURIComponent(trimmed)}`;

  /**
   * A result: an ARIA option that is a real link, so middle-click, Ctrl/Cmd+click and "copy link"
   * work. It is not in the tab order (focus stays in the combobox, which points at it with
   * aria-activedescendant); a plain click or Enter opens it in place and records it as recent.
   */
  const renderOption = (option: Option, index: number) => (
    <a
      key={option.id}
      id={`${listId}-${index}`}
      role="option"
      href={option.url}
      tabIndex={-1}
      data-url={option.url}
      aria-selected={index === active}
      className={styles.option}
      onMouseMove={() => setActive(index)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open(option);
      }}
    >
      <span className={styles.optionLink}>
        <span className={styles.optionTitle}>{option.title}</span>
        {option.excerpt !== undefined && option.excerpt !== '' && <span className={styles.optionExcerpt} dangerouslySetInnerHTML={{ __html: safeExcerpt(option.excerpt) }} />}
      </span>
    </a>
  );

  /** A saved page (recent or favourite): a plain link with its buttons, reached with Tab. */
  const renderSaved = (item: SavedHit, actions: React.ReactNode, wideOnly = false) => (
    <li key={item.url} className={wideOnly ? styles.savedWide : styles.saved}>
      <Link to={item.url} className={styles.optionLink} onClick={() => onClose()}>
        <span className={styles.optionTitle}>{item.title}</span>
        {item.context !== undefined && item.context !== '' && <span className={styles.optionExcerpt}>{item.context}</span>}
      </Link>
      {actions}
    </li>
  );

  const isFavourite = (url: string) => favourites.some((item) => item.url === url);
  let index = 0;
  const removeFavourite = (item: SavedHit) => (
    <button type="button" className={styles.action} title={t.removeFavourite()} aria-label={t.removeFavourite()} onClick={() => setFavourites(history.toggleFavourite(item))}>
      ★
    </button>
  );
  const recentActions = (item: SavedHit) => (
    <span className={styles.actions}>
      {!isFavourite(item.url) && (
        <button type="button" className={styles.action} title={t.save()} aria-label={t.save()} onClick={() => setFavourites(history.toggleFavourite(item))}>
          ☆
        </button>
      )}
      <button type="button" className={styles.action} title={t.removeRecent()} aria-label={t.removeRecent()} onClick={() => setRecent(history.removeRecent(item.url))}>
        ×
      </button>
    </span>
  );

  return createPortal(
    <div className={styles.mask} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panelRef} role="dialog" aria-modal="true" aria-label={t.label()} className={styles.panel} onKeyDown={onKeyDown}>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
            <path d="M14.4 12.9a7.5 7.5 0 1 0-1.5 1.5l4.6 4.6 1.5-1.5-4.6-4.6ZM8.5 14a5.5 5.5 0 1 1 0-11 5.5 5.5 0 0 1 0 11Z" fill="currentColor" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={options.length > 0 ? `${listId}-${active}` : undefined}
            aria-autocomplete="list"
            aria-label={t.placeholder()}
            placeholder={t.placeholder()}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.currentTarget.value.slice(0, MAX_QUERY_LENGTH))}
          />
          <button type="button" className={styles.cancel} onClick={onClose}>
            {t.cancel()}
          </button>
        </form>

        {/* Scrollable, so keyboard users can focus it and scroll long result lists. */}
        <div ref={bodyRef} className={styles.body} aria-live="polite" tabIndex={0} data-search-status={status}>
          {status === 'idle' && (
            <>
              {favourites.length > 0 && (
                <>
                  <h3 className={styles.groupTitle}>{t.favourites()}</h3>
                  <ul className={styles.list}>{favourites.map((item) => renderSaved(item, removeFavourite(item)))}</ul>
                </>
              )}
              <h3 className={styles.groupTitle}>{t.recent()}</h3>
              {recent.length === 0 ? (
                <p className={styles.muted}>{t.noRecent()}</p>
              ) : (
                <ul className={styles.list}>{recent.map((item, position) => renderSaved(item, recentActions(item), position >= RECENT_SHOWN_ON_SMALL_SCREENS))}</ul>
              )}
            </>
          )}
          {status === 'loading' && <p className={styles.muted}>{t.searching()}</p>}
          {status === 'error' && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>{t.errorTitle()}</p>
              <p>{t.errorHelp()}</p>
            </div>
          )}
          {status === 'empty' && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>
                {t.noResults()} "<strong>{trimmed}</strong>"
              </p>
              {config.suggestions.length > 0 && (
                <p>
                  {t.trySearching()}{' '}
                  {config.suggestions.slice(0, 3).map((suggestion) => (
                    <button key={suggestion} type="button" className={styles.suggestion} onClick={() => setQuery(suggestion)}>
                      {suggestion}
                    </button>
                  ))}
                </p>
              )}
              {reportHref !== undefined && (
                <p>
                  {t.reportText()}{' '}
                  <a href={reportHref} target="_blank" rel="noopener noreferrer">
                    {t.reportLink()}
                  </a>
                </p>
              )}
            </div>
          )}
          {(status === 'results' || status === 'preview') && (
            <div id={listId} role="listbox" aria-label={t.results()} aria-busy={status === 'preview'} className={styles.list}>
              {pages.map((page) => (
                <div key={page.url} role="group" aria-label={page.title} data-page-url={page.loadDetails === undefined ? undefined : page.url}>
                  <div className={styles.groupTitle} aria-hidden="true">
                    {page.title}
                  </div>
                  {page.hits.map((hit) => renderOption({ id: hit.url, url: hit.url, title: hit.title, context: page.title, excerpt: hit.excerpt }, index++))}
                </div>
              ))}
            </div>
          )}
        </div>

        {(status === 'results' || status === 'preview') && (
          <div className={styles.footer}>
            <Link to={seeAllHref} onClick={onClose}>
              {t.seeAll(total)}
            </Link>
            <span className={styles.hints} aria-hidden="true">
              ↑↓ · ↵ · Esc
            </span>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
