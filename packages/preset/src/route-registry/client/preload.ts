import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';
import { loadRouteSections } from './lazy-routes';
import './route-chunk-files';

/**
 * Replaces `@docusaurus/core/lib/client/preload.js`: loads the route sections the path enters
 * first, then, as the original, every component of the matched routes, so that a page renders
 * without a loading state.
 */
export default async function preload(pathname: string): Promise<unknown> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(pathnames.map(loadRouteSections));
  const matches = pathnames.flatMap((candidate) => matchRoutes(routes, candidate));
  return Promise.all(matches.map((match) => match.route.component?.preload?.()));
}
