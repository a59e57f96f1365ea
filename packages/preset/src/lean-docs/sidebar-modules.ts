import type { RouteConfig } from '@docusaurus/types';
import { leanSidebarItem, type SidebarItem } from './lean-sidebar-items';

type CreateData = (name: string, data: string) => Promise<string>;

interface VersionWithSidebars {
  version: string;
  docsSidebars: Record<string, SidebarItem[]>;
}

function hasSidebars(value: unknown): value is VersionWithSidebars {
  return typeof value === 'object' && value !== null && typeof (value as Partial<VersionWithSidebars>).docsSidebars === 'object';
}

/** `route` and its descendants, each doc of a sidebar with that sidebar's data file as its route module `sidebar`. */
function withSidebarModule(route: RouteConfig, files: ReadonlyMap<string, string>): RouteConfig {
  const sidebar: unknown = route.sidebar;
  const file = typeof sidebar === 'string' ? files.get(sidebar) : undefined;
  return {
    ...route,
    ...(file === undefined ? {} : { modules: { ...route.modules, sidebar: file } }),
    ...(route.routes === undefined ? {} : { routes: route.routes.map((child) => withSidebarModule(child, files)) }),
  };
}

/**
 * Each docs version's sidebars leave the version data, which every page of the version loads,
 * for one data module per sidebar (`{items}`, lean items), which the docs of that sidebar load as
 * their route module `sidebar`; the theme's DocRoot reads it from there. A page then loads the
 * sidebar it shows only: the API reference no longer loads the guides' sidebar, nor the guides
 * the API's. Routes without version data pass unchanged.
 */
export function sidebarModulesRewrite(createData: CreateData): (route: RouteConfig) => Promise<RouteConfig> {
  const rewrite = async (route: RouteConfig): Promise<RouteConfig> => {
    const version: unknown = route.props?.version;
    if (!hasSidebars(version)) {
      return route.routes === undefined ? route : { ...route, routes: await Promise.all(route.routes.map(rewrite)) };
    }
    const files = new Map<string, string>();
    for (const [name, items] of Object.entries(version.docsSidebars)) {
      files.set(name, await createData(`sidebar-${version.version}-${name}.json`, JSON.stringify({ items: items.map(leanSidebarItem) })));
    }
    return withSidebarModule({ ...route, props: { ...route.props, version: { ...version, docsSidebars: {} } } }, files);
  };
  return rewrite;
}
