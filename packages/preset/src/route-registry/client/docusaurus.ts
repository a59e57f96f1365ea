import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import flat from '@docusaurus/core/lib/client/flat.js';
import preloadHelper from './preload';
import { pendingChunks } from './lazy-routes';

/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (`window.docusaurus`, which links call on
 * hover and when they come into view), for routes whose data lives in route sections: a link
 * into a section not loaded yet loads the section index if its route has one (a small chunk that
 * says which section holds the link), then prefetches the section's chunk; once the section is
 * loaded, the route's own chunks, as the original does.
 */

declare const __webpack_require__: { gca: (chunkName: string) => string };
type Connection = { effectiveType?: string; saveData?: boolean };

const fetched = new Set<string>();
const loaded = new Set<string>();

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

function chunkNamesOf(routePath: string): string[] {
  return Object.entries(routesChunkNames)
    .filter(([routeKey]) => routeKey.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, chunks]) => Object.values(flat(chunks)));
}

function prefetchAsset(chunkName: string): Promise<void> {
  const asset = __webpack_require__.gca(chunkName);
  return asset && !asset.includes('undefined') ? prefetchHelper(asset) : Promise.resolve();
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  const pending = pendingChunks(routePath);
  if (pending.length > 0) {
    return Promise.all(pending.map((chunk) => (chunk.isIndex ? chunk.load().then(() => prefetch(routePath)) : prefetchAsset(chunk.chunk))));
  }
  fetched.add(routePath);
  const names = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path as string));
  return Promise.all(names.map(prefetchAsset));
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({ prefetch, preload });
