import React, { lazy, Suspense } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import type { RainbondThemeConfig } from '../../../theme-config';

/**
 * What the missing address suggests needs the search client: its own chunk, fetched only on a
 * not-found page in the browser, and not when the not-found page itself was asked for (it has no
 * missing address).
 */
const NotFoundSuggestions = lazy(() => import('./Suggestions'));

/** The path of the latest version's main doc of the default docs plugin, if the site has docs. */
function useDocsHome(): string | undefined {
  const latest = useAllDocsData().default?.versions.find((version) => version.isLast);
  return latest?.docs.find((doc) => doc.id === latest.mainDocId)?.path;
}

/**
 * The body of the not-found page: says what happened, then (with JavaScript) where an old address
 * went and the pages the local search finds for the words of the missing address; the links to
 * the home page, the docs, the versions and search work without JavaScript.
 */
export default function NotFoundContent({ className }: Props): React.ReactElement {
  const { notFound, search, algolia } = useThemeConfig() as unknown as RainbondThemeConfig;
  const docsHome = useDocsHome();
  const versionsPath = useBaseUrl(notFound.versionsPath ?? '/');
  const searchPath = useBaseUrl(`/${algolia?.searchPagePath ?? search.searchPagePath}`);
  const isBrowser = useIsBrowser();
  const { siteConfig } = useDocusaurusContext();
  // Not client/not-found.ts's pathWithinSite: that module would come with this component's chunk.
  const missingAddress = isBrowser && ![`${siteConfig.baseUrl}404`, `${siteConfig.baseUrl}404.html`].includes(window.location.pathname);
  // What it suggests comes from the address, known only in the browser: with the preset's
  // `appStart: 'intent'`, `data-app-start=load` still starts the page's scripts at load.
  return (
    <main className={clsx('container margin-vert--xl', className)} data-app-start="load">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          {missingAddress && (
            <Suspense fallback={null}>
              <NotFoundSuggestions movedPaths={notFound.movedPaths} searchPath={searchPath} />
            </Suspense>
          )}
          <nav aria-labelledby="not-found-ways">
            <Heading as="h2" id="not-found-ways">
              <Translate id="theme.rainbond.notFound.ways" description="Heading of the links the 404 page always offers">
                Where to go from here
              </Translate>
            </Heading>
            <ul>
              <li>
                <Link to="/">
                  <Translate id="theme.NotFound.home" description="The link from the 404 page to the home page">
                    Back to the home page
                  </Translate>
                </Link>
              </li>
              {docsHome !== undefined && (
                <li>
                  <Link to={docsHome}>
                    <Translate id="theme.rainbond.notFound.docsHome" description="Link from the 404 page to the start of the docs">
                      Documentation home
                    </Translate>
                  </Link>
                </li>
              )}
              {notFound.versionsPath !== undefined && (
                <li>
                  <Link to={versionsPath}>
                    <Translate id="theme.rainbond.notFound.versions" description="Link from the 404 page to the list of docs versions">
                      All docs versions
                    </Translate>
                  </Link>
                </li>
              )}
              <li>
                <Link to={searchPath} data-not-found-search="">
                  <Translate id="theme.rainbond.notFound.search" description="Link from the 404 page to the search page">
                    Search the site
                  </Translate>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
