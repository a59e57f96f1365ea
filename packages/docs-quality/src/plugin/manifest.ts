import { readdirSync, readFileSync } from 'node:fs';
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

/** One file per locale in `dir` (the plugin's `outDir`). */
export function routeAssetsManifestPath(dir: string, locale: string): string {
  return path.join(dir, `${locale}.json`);
}

/** The manifests of every locale built, from the plugin's `outDir`. */
export function readRouteAssetsManifests(dir: string): RouteAssetsManifest[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    throw new Error(`No route assets manifests in ${dir}: build the site with the route-assets plugin (@rainbond/docs-quality/plugin) first`, { cause: error });
  }
  if (files.length === 0) throw new Error(`No route assets manifests in ${dir}: build the site with the route-assets plugin (@rainbond/docs-quality/plugin) first`);
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RouteAssetsManifest);
}
