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

interface LazyRoute extends RouteConfig {
  routes: RouteConfig[];
  lazySections: LazySection[];
}

const isLazy = (route: RouteConfig): route is LazyRoute => Array.isArray((route as Partial<LazyRoute>).lazySections);

/** The section of `route` that holds `pathname`: the one of its longest matching prefix. */
function sectionsOf(route: LazyRoute, pathname: string): LazySection[] {
  const holds = ({ prefix }: LazySection) => prefix === null || pathname === prefix || pathname.startsWith(`${prefix}/`);
  const longest = route.lazySections.filter(holds).sort((a, b) => (b.prefix?.length ?? -1) - (a.prefix?.length ?? -1))[0];
  return longest === undefined ? [] : [longest];
}

function load(route: LazyRoute, section: LazySection): Promise<void> {
  section.loading ??= section.load().then(
    (module) => {
      route.routes.push(...module.default);
      section.loaded = true;
    },
    (error: unknown) => {
      section.loading = undefined; // a later navigation tries again
      throw error;
    },
  );
  return section.loading;
}

/** The sections `pathname` enters whose routes are not loaded yet, with the route each belongs to. */
export function unloadedSections(pathname: string): { route: LazyRoute; section: LazySection }[] {
  const lazyRoutes: LazyRoute[] = matchRoutes(routes, pathname).flatMap(({ route }) => (isLazy(route) ? [route] : []));
  return lazyRoutes.flatMap((route) => sectionsOf(route, pathname).map((section) => ({ route, section }))).filter(({ section }) => section.loaded !== true);
}

/** Loads the sections `pathname` enters, level by level, until all its routes are known. */
export async function loadRouteSections(pathname: string): Promise<void> {
  for (let pending = unloadedSections(pathname); pending.length > 0; pending = unloadedSections(pathname)) {
    await Promise.all(pending.map(({ route, section }) => load(route, section)));
  }
}
