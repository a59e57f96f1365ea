/**
 * Docusaurus's generated route files read as data: `.docusaurus/routes.js` (the route tree the
 * client matches) and `.docusaurus/registry.js` (the module each route chunk name imports). Read
 * by the route-assets plugin (what each page loads).
 */
import { runInNewContext } from 'node:vm';

/** A route of routes.js; `component` stands for its `ComponentCreator(path, hash)` call. */
export interface RouteNode {
  readonly path: string;
  readonly exact?: boolean;
  readonly routes?: readonly RouteNode[];
  readonly component: { readonly path: string; readonly hash?: string };
  readonly [prop: string]: unknown;
}

/**
 * routes.js is `export default [ … ]`: object literals whose components are
 * `ComponentCreator('/path', 'hash')` calls. Evaluated with a `ComponentCreator` that returns its
 * arguments, it gives the tree the client matches a URL against.
 */
export function parseRoutes(source: string): RouteNode[] {
  const marker = 'export default';
  const start = source.indexOf(marker);
  if (start === -1) throw new Error('routes.js has no `export default`: Docusaurus changed its format; update generated-route-files.ts');
  const expression = source.slice(start + marker.length).trim().replace(/;\s*$/, '');
  const routes = runInNewContext(`(${expression})`, { ComponentCreator: (path: string, hash: string | undefined) => ({ path, hash }) });
  if (!Array.isArray(routes)) throw new Error('routes.js does not export an array of routes');
  // Plain objects of this realm, whatever the evaluation context made.
  return JSON.parse(JSON.stringify(routes)) as RouteNode[];
}

const registryEntry = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\]|\\.)*")\)/gm;

/**
 * registry.js: each chunk name with the module its `import()` loads (the import's request), in
 * registry order.
 */
export function parseRegistry(source: string): Map<string, string> {
  const entries = [...source.matchAll(registryEntry)].map(([, name, request]) => [name ?? '', JSON.parse(request ?? '""') as string] as const);
  if (entries.length === 0) throw new Error('registry.js lists no chunks: Docusaurus changed its format; update generated-route-files.ts');
  return new Map(entries);
}
