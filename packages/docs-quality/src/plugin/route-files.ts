import type { RouteNode } from '@rainbond/docusaurus-preset/generated-route-files';

/** A chunk group of the client build: the dynamic imports (requests) that load it, and its files. */
export interface ChunkGroup {
  readonly requests: readonly string[];
  readonly files: readonly string[];
}

/** react-router-config's `matchRoutes`: the matcher the client's `preload()` runs. */
export type MatchRoutes = (routes: readonly RouteNode[], pathname: string) => { route: RouteNode }[];

/** What `ComponentCreator('*')` (the not-found route) imports instead of registry chunks. */
const NOT_FOUND_REQUEST = '@theme/NotFound';

export interface ClientBuild {
  /** The route tree of routes.js. */
  readonly routes: readonly RouteNode[];
  /** routesChunkNames.json: per `path-hash` route key, its chunk names (nested in objects and arrays). */
  readonly chunkNames: Readonly<Record<string, unknown>>;
  /** registry.js: chunk name → the request its `import()` makes. */
  readonly registry: ReadonlyMap<string, string>;
  readonly groups: readonly ChunkGroup[];
  readonly entry: readonly string[];
}

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(chunkNamesIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/** The files one dynamic import loads: those of the chunk group it creates. */
export function filesOfImport(groups: readonly ChunkGroup[], request: string): readonly string[] {
  const found = groups.filter((group) => group.requests.includes(request));
  const first = found[0];
  if (first === undefined) throw new Error(`route-assets: no chunk group is loaded by import("${request}")`);
  if (found.some((group) => group.files.join() !== first.files.join())) throw new Error(`route-assets: import("${request}") starts ${found.length} chunk groups with different files`);
  return first.files;
}

/**
 * The files the client loads before it renders `routePath`, beyond the entry point, in load
 * order: what Docusaurus's `preload()` loads (the chunks of every route of the matched branch,
 * through the registry's imports) plus `extraImports`, the imports a client module adds to the
 * route's preload. `matchRoutes` is the client's matcher (see the plugin).
 */
export function routeFiles(build: ClientBuild, routePath: string, extraImports: readonly string[], matchRoutes: MatchRoutes): string[] {
  const requests = matchRoutes(build.routes, routePath).flatMap(({ route }) => {
    const { path: componentPath, hash } = route.component;
    if (componentPath === '*') return [NOT_FOUND_REQUEST];
    const key = `${componentPath}-${hash ?? ''}`;
    const names = build.chunkNames[key];
    if (names === undefined) throw new Error(`route-assets: routesChunkNames.json has no route ${key}`);
    return chunkNamesIn(names).map((name) => {
      const request = build.registry.get(name);
      if (request === undefined) throw new Error(`route-assets: route ${key} names chunk ${name}, which registry.js does not list`);
      return request;
    });
  });
  const entry = new Set(build.entry);
  const files = [...requests, ...extraImports].flatMap((request) => filesOfImport(build.groups, request));
  return [...new Set(files)].filter((file) => !entry.has(file));
}
