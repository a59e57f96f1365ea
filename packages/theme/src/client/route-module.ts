import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

/**
 * The value of one module of a route (`modules: {name: …}` in `addRoute`), when its chunk is
 * already loaded. Docusaurus passes route modules as props to the route's own component only;
 * this lets an ancestor (the docs root, which draws the sidebar) read a module of the page it
 * renders. Before a page renders, its route modules are loaded (by the preload before hydration or
 * navigation, and all at once on the server), so undefined means the route has no such module.
 */

declare const __webpack_require__: ((id: string | number) => unknown) & { m: Record<string | number, unknown> };

type ChunkNames = Record<string, unknown>;
type RegistryEntry = readonly [loader: unknown, modulePath: string, weakId: string | number];

function chunkNameOf(routePath: string, moduleName: string): string | undefined {
  for (const [key, names] of Object.entries(routesChunkNames as Record<string, ChunkNames>)) {
    if (key.slice(0, key.lastIndexOf('-')) !== routePath) continue;
    const name = names[moduleName];
    if (typeof name === 'string') return name;
  }
  return undefined;
}

export function loadedRouteModule(routePath: string, moduleName: string): unknown {
  const chunkName = chunkNameOf(routePath, moduleName);
  const entry = chunkName === undefined ? undefined : (registry as unknown as Record<string, RegistryEntry | undefined>)[chunkName];
  const id = entry?.[2];
  if (id === undefined || !(id in __webpack_require__.m)) return undefined;
  const value = __webpack_require__(id) as { default?: unknown } | null;
  return value !== null && typeof value === 'object' && 'default' in value ? value.default : value;
}
