import React, { lazy, Suspense, type ReactNode } from 'react';
import clsx from 'clsx';
import { matchPath, useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import DocRootLayout from '@theme/DocRoot/Layout';
import type { Props } from '@theme/DocRoot';
import { loadedRouteModule } from '../../client/route-module';

/**
 * Shown only for an address under the docs that matches no doc: a chunk of its own, so that docs
 * pages do not carry the not-found page on their first load.
 */
const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

/** A doc route's `sidebar` module, as the lean docs plugin writes it: the items of the doc's sidebar. */
function isSidebarModule(value: unknown): value is { items: PropSidebar } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
}

/**
 * The classic docs root, except that the sidebar's items may come from the page's own route
 * module `sidebar` instead of the version data. A docs plugin that moves the sidebars there (one
 * module per sidebar, see the site's lean docs plugin) spares every page of a version the
 * sidebars it does not show; with the classic plugin the version data still has them.
 */
export default function DocRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  const { pathname } = useLocation();
  if (!metadata) {
    // Only the not-found content: the docs layout is already around it.
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  }
  const { docElement, sidebarName } = metadata;
  let { sidebarItems } = metadata;
  if (sidebarItems === undefined && sidebarName !== undefined) {
    const docRoute = props.route.routes?.find((route) => matchPath(pathname, route));
    const module = docRoute === undefined ? undefined : loadedRouteModule(docRoute.path as string, 'sidebar');
    sidebarItems = isSidebarModule(module) ? module.items : undefined;
  }
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
