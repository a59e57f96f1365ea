import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import { movedPathOf, pathWithinSite, suggestPages, wordsOfPath, type MovedPath, type MovedPathRule } from '../../../client/not-found';
import { useSearchContext } from '../../../client/search/use-search-context';
import type { SearchResultPage } from '../../../client/search/pagefind';

export interface Props {
  readonly movedPaths: readonly MovedPathRule[];
  readonly searchPath: string;
}

const SUGGESTIONS = 5;

type Found = { readonly state: 'searching' } | { readonly state: 'done'; readonly pages: readonly SearchResultPage[] } | { readonly state: 'failed' };

/** Runs `task` once the browser is idle, so the index loads after the page is usable. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/**
 * What the not-found page can only know in the browser, from the missing address: where an old
 * address went, and the best pages of the local search index for its words. The index loads only
 * here, once the page is idle, and not when the not-found page itself was asked for.
 */
export default function NotFoundSuggestions({ movedPaths, searchPath }: Props): React.ReactElement | null {
  const { siteConfig } = useDocusaurusContext();
  const { searchSite } = useSearchContext();
  const isBrowser = useIsBrowser();
  // The static page is the same for every missing address: what it was is known in the browser only.
  const path = isBrowser ? pathWithinSite(window.location.pathname, siteConfig.baseUrl) : null;
  const moved: MovedPath | null = path === null ? null : movedPathOf(path, movedPaths);
  const words = path === null ? '' : wordsOfPath(path);
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (words === '') return undefined;
    let current = true;
    const cancel = whenIdle(() => {
      setFound({ state: 'searching' });
      suggestPages(words, async (query, limit) => (await searchSite(query, {}, { limit })).pages, SUGGESTIONS).then(
        (pages) => current && setFound({ state: 'done', pages }),
        () => current && setFound({ state: 'failed' }),
      );
    });
    return () => {
      current = false;
      cancel();
    };
    // searchSite is rebuilt on each render; the search runs once per address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [words]);

  const searchLink = `${searchPath}?q=${encodeURIComponent(words)}`;
  return (
    <>
      {moved !== null && (
        <p className="alert alert--info" data-not-found-moved="">
          {moved.external ? (
            <Translate id="theme.rainbond.notFound.archived" description="On the 404 page, for an address of an archived docs version" values={{ link: <a href={moved.to}>{moved.to}</a> }}>
              {'This address belongs to an archived docs version, which lives on its own site: {link}'}
            </Translate>
          ) : (
            <Translate id="theme.rainbond.notFound.moved" description="On the 404 page, for an address of the old docs whose content moved" values={{ link: <Link to={moved.to}>{moved.to}</Link> }}>
              {'This address is from the old docs; its content is now here: {link}'}
            </Translate>
          )}
        </p>
      )}
      {words !== '' && (
        <section aria-labelledby="not-found-matches" data-not-found-matches="">
          <Heading as="h2" id="not-found-matches">
            <Translate id="theme.rainbond.notFound.matches" description="Heading of the pages the 404 page's search found" values={{ words }}>
              {'Pages about “{words}”'}
            </Translate>
          </Heading>
          <div role="status">
            {found?.state === 'searching' && <Translate id="theme.rainbond.notFound.searching" description="While the 404 page searches">Searching…</Translate>}
            {(found?.state === 'failed' || (found?.state === 'done' && found.pages.length === 0)) && (
              <Link to={searchLink}>
                <Translate id="theme.rainbond.notFound.none" description="When the 404 page's search found nothing or failed">No page found here: try the search page</Translate>
              </Link>
            )}
          </div>
          {found?.state === 'done' && found.pages.length > 0 && (
            <ol>
              {found.pages.map((page) => (
                <li key={page.url}>
                  <Link to={page.url}>{page.title}</Link>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
