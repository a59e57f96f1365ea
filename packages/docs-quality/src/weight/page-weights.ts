/**
 * The weight of every built page, computed without a browser: the scripts and stylesheets its HTML
 * loads, plus the chunks the client loads before it renders the route (the build's route assets
 * manifest), each sized as gzip level 9. Pages and files are fetched over HTTP from the server the
 * gates run against, so what a proxy in front of it changes (the slow fixtures) is weighed too.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readRouteAssetsManifests, type RouteAssetsManifest } from '../plugin/manifest';
import type { Templates } from '../templates';
import { gzipSize } from './gzip-size';
import { htmlAssets } from './html-assets';
import { mapLimit } from './map-limit';

export interface PageWeight {
  /** The page's path as served, e.g. `/en/docs/intro`. */
  readonly page: string;
  /** Where it was fetched. */
  readonly url: string;
  readonly locale: string;
  readonly template: string;
  /** Each script and stylesheet the page loads before it is idle (absolute URL) with its gzip bytes. */
  readonly scripts: ReadonlyMap<string, number>;
  readonly stylesheets: ReadonlyMap<string, number>;
  readonly jsGzip: number;
  readonly cssGzip: number;
  /**
   * JS fetched before the reader acts: all of it when the page starts its app at load (its HTML
   * loads the entry scripts), else only the scripts its HTML fetches by itself.
   */
  readonly jsBeforeIntentGzip: number;
  /** Hosts other than the site's that the page's markup fetches from. */
  readonly outsideHosts: readonly string[];
  /** Whether the first load includes search code or index (the config's `searchCode.pathPrefix`). */
  readonly searchCode: boolean;
  /** See `HtmlAssets.clientRenderedAt`. */
  readonly clientRenderedAt: number | undefined;
  /** A redirect page: an HTML file of the build that is no route. */
  readonly redirect: boolean;
}

export interface PageWeights {
  readonly pages: readonly PageWeight[];
  /** Distinct scripts and stylesheets sized. */
  readonly files: number;
}

/** A built page before it is weighed: where it is served, and the chunks its route adds. */
interface BuiltPage {
  readonly page: string;
  readonly locale: RouteAssetsManifest;
  readonly template: string;
  readonly routeFiles: readonly string[];
}

/** The built site and what the gate needs to weigh it. */
export interface WeightInput {
  readonly buildDir: string;
  /** The route-assets plugin's `outDir`. */
  readonly manifestDir: string;
  readonly templates: Templates;
}

/** A route's path within its locale: `/en/docs/x` → `/docs/x` for the base URL `/en/`. */
export function pathWithinLocale(routePath: string, baseUrl: string): string {
  if (!routePath.startsWith(baseUrl)) throw new Error(`The route ${routePath} is not under its locale's base URL ${baseUrl}`);
  return `/${routePath.slice(baseUrl.length)}`;
}

function htmlFilesUnder(buildDir: string, dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The HTML file Docusaurus writes for a route (`trailingSlash: false`), relative to the build. */
export function routeHtmlFile(routePath: string): string {
  const relative = routePath.slice(1);
  if (routePath.endsWith('.html')) return relative;
  return routePath.endsWith('/') ? `${relative}index.html` : `${relative}.html`;
}

/** The path an HTML file of the build is served at: `a/index.html` at `/a/`, `a/b.html` at `/a/b`. */
export function servedPath(htmlFile: string): string {
  return `/${htmlFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** Every HTML file of the build: a route of one locale's manifest, or else a redirect page (checked once fetched). */
function builtPages({ buildDir, templates }: WeightInput, manifests: readonly RouteAssetsManifest[]): { routes: BuiltPage[]; others: { page: string; locale: RouteAssetsManifest }[] } {
  const files = new Set(htmlFilesUnder(buildDir, buildDir));
  const routes: BuiltPage[] = [];
  for (const manifest of manifests) {
    for (const [routePath, routeFiles] of Object.entries(manifest.routes)) {
      const file = routeHtmlFile(routePath);
      if (!files.delete(file)) throw new Error(`The route ${routePath} has no ${file} in the build: rebuild the site`);
      routes.push({ page: routePath, locale: manifest, template: templates.classify(pathWithinLocale(routePath, manifest.baseUrl)), routeFiles });
    }
  }
  // The locale of any other file is the one with the longest base URL that contains it.
  const byDepth = [...manifests].sort((a, b) => b.baseUrl.length - a.baseUrl.length);
  const others = [...files].sort().map((file) => {
    const page = servedPath(file);
    const locale = byDepth.find((manifest) => `/${file}`.startsWith(manifest.baseUrl));
    if (locale === undefined) throw new Error(`${file} is in no locale of the build`);
    return { page, locale };
  });
  return { routes, others };
}

async function get(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Weighs every built page of every locale, fetching from `baseUrl`. */
export async function weighPages(input: WeightInput, baseUrl: string): Promise<PageWeights> {
  const manifests = readRouteAssetsManifests(input.manifestDir);
  const { routes, others } = builtPages(input, manifests);
  const redirectTemplate = others.length === 0 ? '' : input.templates.redirect();
  const searchPrefix = input.templates.searchPrefix;
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = get(url).then(gzipSize);
      sizes.set(url, size);
    }
    return size;
  };

  const weigh = async ({ page, locale, template, routeFiles }: BuiltPage): Promise<PageWeight> => {
    const pageUrl = new URL(page, baseUrl).href;
    const html = htmlAssets((await get(pageUrl)).toString('utf8'), pageUrl);
    if (template === redirectTemplate && !html.isRedirect) throw new Error(`${page} is in the build but is neither a route nor a redirect page`);
    const fileUrl = (file: string) => new URL(`${locale.baseUrl}${file}`, baseUrl).href;
    const loadedByHtml = new Set([...html.scripts, ...html.stylesheets]);
    const stale = template === redirectTemplate ? [] : locale.entry.map(fileUrl).filter((url) => !loadedByHtml.has(url));
    if (stale.length > 0) throw new Error(`${page} does not load ${stale.join(', ')}, which the route assets manifest names: rebuild the site`);
    const unexpected = routeFiles.filter((file) => !/\.(js|css)$/.test(file));
    if (unexpected.length > 0) throw new Error(`The route assets manifest has files that are neither scripts nor stylesheets for ${page}: ${unexpected.join(', ')}`);
    const scripts = [...new Set([...html.scripts, ...routeFiles.filter((file) => file.endsWith('.js')).map(fileUrl)])];
    const stylesheets = [...new Set([...html.stylesheets, ...routeFiles.filter((file) => file.endsWith('.css')).map(fileUrl)])];
    const sized = async (urls: string[]) => new Map(await Promise.all(urls.map(async (url) => [url, await sizeOf(url)] as const)));
    const [scriptSizes, stylesheetSizes] = await Promise.all([sized(scripts), sized(stylesheets)]);
    const total = (sizesByUrl: Map<string, number>) => [...sizesByUrl.values()].reduce((sum, size) => sum + size, 0);
    const atLoad = new Set(html.scriptsAtLoad);
    const startsAtLoad = locale.entry.filter((file) => file.endsWith('.js')).every((file) => atLoad.has(fileUrl(file)));
    const jsBeforeIntentGzip = startsAtLoad ? total(scriptSizes) : [...scriptSizes].filter(([url]) => atLoad.has(url)).reduce((sum, [, size]) => sum + size, 0);
    const origin = new URL(baseUrl).origin;
    const fetched = [...html.fetched, ...scripts, ...stylesheets].map((url) => new URL(url));
    return {
      page,
      url: pageUrl,
      locale: locale.locale,
      template,
      scripts: scriptSizes,
      stylesheets: stylesheetSizes,
      jsGzip: total(scriptSizes),
      cssGzip: total(stylesheetSizes),
      jsBeforeIntentGzip,
      outsideHosts: [...new Set(fetched.filter((url) => url.origin !== origin).map((url) => url.host))],
      searchCode: searchPrefix !== undefined && fetched.some((url) => url.origin === origin && url.pathname.startsWith(searchPrefix)),
      clientRenderedAt: html.clientRenderedAt,
      redirect: template === redirectTemplate,
    };
  };

  const redirects = others.map(({ page, locale }): BuiltPage => ({ page, locale, template: redirectTemplate, routeFiles: [] }));
  const pages = await mapLimit([...routes, ...redirects], 8, weigh);
  return { pages, files: sizes.size };
}
