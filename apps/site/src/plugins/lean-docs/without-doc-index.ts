import type { RouteConfig } from '@docusaurus/types';

interface VersionProp {
  docs: Record<string, unknown>;
}

function isVersionProp(value: unknown): value is VersionProp {
  return typeof value === 'object' && value !== null && typeof (value as Partial<VersionProp>).docs === 'object';
}

/** The route tree with each docs version's `props.version.docs` (the index of every doc) emptied. */
export function withoutDocIndex(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  const props = isVersionProp(version) ? { ...route.props, version: { ...version, docs: {} } } : route.props;
  return { ...route, ...(props === undefined ? {} : { props }), ...(route.routes === undefined ? {} : { routes: route.routes.map(withoutDocIndex) }) };
}
