import type { RouteConfig } from '@docusaurus/types';

/**
 * The route tree with `edit` applied to each docs version's `props.version` (the data every docs
 * page of that version loads); routes without one pass unchanged.
 */
export function withVersionProp(route: RouteConfig, edit: (version: unknown) => unknown): RouteConfig {
  const version: unknown = route.props?.version;
  const props = version === undefined ? route.props : { ...route.props, version: edit(version) };
  return { ...route, ...(props === undefined ? {} : { props }), ...(route.routes === undefined ? {} : { routes: route.routes.map((child) => withVersionProp(child, edit)) }) };
}
