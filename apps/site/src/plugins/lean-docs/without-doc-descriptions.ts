import type { RouteConfig } from '@docusaurus/types';

interface VersionProp {
  docs: Record<string, { description?: string }>;
}

function isVersionProp(value: unknown): value is VersionProp {
  return typeof value === 'object' && value !== null && typeof (value as Partial<VersionProp>).docs === 'object';
}

/** The route tree with each docs version's `props.version.docs` stripped of descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  const props = isVersionProp(version)
    ? {
        ...route.props,
        version: { ...version, docs: Object.fromEntries(Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc])) },
      }
    : route.props;
  return { ...route, ...(props === undefined ? {} : { props }), ...(route.routes === undefined ? {} : { routes: route.routes.map(withoutDocDescriptions) }) };
}
