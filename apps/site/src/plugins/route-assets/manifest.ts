import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the browser loads for each page of one locale before it renders it, from the build's chunk
 * graph: written by the route-assets plugin at the end of each locale's build, read by the
 * page-weight gate. Files are relative to `baseUrl`.
 */
export interface RouteAssetsManifest {
  readonly locale: string;
  readonly baseUrl: string;
  /** The entry point's scripts and stylesheets: what Docusaurus writes into every page's HTML. */
  readonly entry: readonly string[];
  /** Per route: the chunks the client loads before it renders the route, beyond the entry. */
  readonly routes: Readonly<Record<string, readonly string[]>>;
}

/** Beside the build, not in it: the manifest is for tools, not for the web server. */
export function routeAssetsManifestPath(siteDir: string, locale: string): string {
  return path.join(siteDir, '.route-assets', `${locale}.json`);
}

export function readRouteAssetsManifest(siteDir: string, locale: string): RouteAssetsManifest {
  const file = routeAssetsManifestPath(siteDir, locale);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteAssetsManifest;
  } catch (error) {
    throw new Error(`No route assets manifest for locale ${locale} at ${file}: run \`pnpm build\` first`, { cause: error });
  }
}
