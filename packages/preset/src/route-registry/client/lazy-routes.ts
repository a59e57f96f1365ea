import routes from '@generated/routes';
import { matchRoutes, type RouteConfig } from 'react-router-config';

/** A part of a route's children whose data lives in its own chunk (see ../route-data.cjs). */
interface LazySection {
  /** The paths it holds: this one and those below it, but for those a longer prefix holds; null: all the others. */
  readonly prefix: string | null;
  /** The name of its chunk. */
  readonly chunk: string;
  readonly load: () => Promise<{ default: RouteConfig[] }>;
  loading?: Promise<void>;
  loaded?: boolean;
}

/** The chunk that lists a route's sections, when it has more than one. */
interface LazyIndex {
  readonly chunk: string;
  readonly load: () => Promise<{ default: LazySection[] }>;
  loading?: Promise<void>;
  loaded?: boolean;
}

interface LazyRoute extends RouteConfig {
  routes: RouteConfig[];
  lazySections: LazySection[];
  lazyIndex?: LazyIndex;
}

/** A chunk the path needs before its routes are known, and how to load it. */
export interface PendingChunk {
  readonly chunk: string;
  /** An index must be loaded before the sections it lists are known. */
  readonly isIndex: boolean;
  readonly load: () => Promise<void>;
}

const isLazy = (route: RouteConfig): route is LazyRoute => Array.isArray((route as Partial<LazyRoute>).lazySections);

/** The section of `route` that holds `pathname`: the one of its longest matching prefix. */
function sectionsOf(route: LazyRoute, pathname: string): LazySection[] {
  const holds = ({ prefix }: LazySection) => prefix === null || pathname === prefix || pathname.startsWith(`${prefix}/`);
  const longest = route.lazySections.filter(holds).sort((a, b) => (b.prefix?.length ?? -1) - (a.prefix?.length ?? -1))[0];
  return longest === undefined ? [] : [longest];
}

/** Loads a chunk once; a failed load is tried again next time. */
function loadOnce<T>(target: { load: () => Promise<T>; loading?: Promise<void>; loaded?: boolean }, use: (module: T) => void): Promise<void> {
  target.loading ??= target.load().then(
    (module) => {
      use(module);
      target.loaded = true;
    },
    (error: unknown) => {
      target.loading = undefined; // a later navigation tries again
      throw error;
    },
  );
  return target.loading;
}

/** The chunks `pathname` needs that are not loaded yet: indexes of the routes it enters, else the sections that hold it. */
export function pendingChunks(pathname: string): PendingChunk[] {
  const lazyRoutes: LazyRoute[] = matchRoutes(routes, pathname).flatMap(({ route }) => (isLazy(route) ? [route] : []));
  return lazyRoutes.flatMap((route): PendingChunk[] => {
    const index = route.lazyIndex;
    if (index !== undefined && index.loaded !== true) {
      return [{ chunk: index.chunk, isIndex: true, load: () => loadOnce(index, (module) => route.lazySections.push(...module.default)) }];
    }
    return sectionsOf(route, pathname)
      .filter((section) => section.loaded !== true)
      .map((section) => ({ chunk: section.chunk, isIndex: false, load: () => loadOnce(section, (module) => route.routes.push(...module.default)) }));
  });
}

/** Loads the indexes and sections `pathname` enters, level by level, until all its routes are known. */
export async function loadRouteSections(pathname: string): Promise<void> {
  for (let pending = pendingChunks(pathname); pending.length > 0; pending = pendingChunks(pathname)) {
    await Promise.all(pending.map((chunk) => chunk.load()));
  }
}
