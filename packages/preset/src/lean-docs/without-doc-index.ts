import type { RouteConfig } from '@docusaurus/types';
import { withVersionProp } from './version-prop';

interface VersionProp {
  docs: Record<string, unknown>;
}

function isVersionProp(value: unknown): value is VersionProp {
  return typeof value === 'object' && value !== null && typeof (value as Partial<VersionProp>).docs === 'object';
}

/** The route tree with each docs version's `props.version.docs` (the index of every doc) emptied. */
export function withoutDocIndex(route: RouteConfig): RouteConfig {
  return withVersionProp(route, (version) => (isVersionProp(version) ? { ...version, docs: {} } : version));
}
