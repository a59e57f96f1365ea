import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_SERVICE_WORKER, offlineManifestPath, type OfflineManifest } from '@rainbond/docusaurus-theme';
import { bundleText } from '../offline-bundles/bundle-text';
import { assetTest, sitePathsIn, versionRoutes, type DocsVersionRoute } from '../offline-bundles/version-files';

export interface ReadingSite {
  readonly baseUrl: string;
  readonly locales: ReadonlyArray<{ readonly name: string; readonly htmlLang: string; readonly urlPrefix: string }>;
  readonly docsVersions: readonly DocsVersionRoute[];
  readonly offlineReading: { readonly searchPagePath: string; readonly searchBundlePath: string; readonly searchTermsUrl?: string };
}

/** One manifest written, for the build's log. */
export interface WrittenManifest {
  readonly file: string;
  readonly files: number;
  readonly bytes: number;
}

/** The app's scripts stay out of a saved copy: a page read from it is the static page (as in the offline bundles), which needs none. */
const APP_SCRIPTS = /^\/(?:[a-z-]+\/)?assets\/js\//i;
/** Pagefind's files that the search does not load (its own UIs), and the precompressed copies of every file. */
const UNUSED_SEARCH_FILE = /(?:^pagefind-(?:ui|modular-ui|component-ui|highlight)\.|\.(?:br|gz)$)/;

function hashOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** Every file of a folder of the build, as site paths. */
function filesUnder(buildDir: string, sitePath: string): string[] {
  const dir = path.join(buildDir, sitePath);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = `${sitePath.replace(/\/$/, '')}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(buildDir, child) : [child];
  });
}

/**
 * The search's files for a locale: Pagefind's script, worker and WebAssembly, and every index,
 * filter and fragment file of the locale's language (the other languages' files are named by
 * theirs), with the page list and the vocabulary.
 */
function searchFiles(buildDir: string, site: ReadingSite, htmlLang: string): string[] {
  const language = htmlLang.toLowerCase();
  const bundlePath = site.offlineReading.searchBundlePath.replace(new RegExp(`^${site.baseUrl}`), '/');
  const otherLanguages = site.locales.map((locale) => locale.htmlLang.toLowerCase()).filter((other) => other !== language);
  const ofOtherLanguage = (name: string) => otherLanguages.some((other) => name.startsWith(`${other}_`) || name.includes(`.${other}_`) || name.includes(`.${other}.`));
  const files = filesUnder(buildDir, bundlePath).filter((file) => {
    const name = path.posix.basename(file);
    return !UNUSED_SEARCH_FILE.test(name) && !ofOtherLanguage(name);
  });
  const terms = site.offlineReading.searchTermsUrl;
  return terms !== undefined && existsSync(path.join(buildDir, terms)) ? [...files, terms] : files;
}

/**
 * Writes, for each docs version and locale with pages, the manifest a reader's service worker
 * saves when they make the version available offline (`offline/<locale>/<version>.json`): the
 * version's pages, the locale's search page, the files they use but the app's scripts, and the
 * search's files, each with a hash; and the worker itself (`offline-sw.js`).
 */
export function writeOfflineReading(buildDir: string, site: ReadingSite, { made, worker }: { made: Date; worker: string }): WrittenManifest[] {
  const isAsset = assetTest(buildDir);
  const base = site.baseUrl.replace(/\/$/, '');
  const written: WrittenManifest[] = [];
  for (const locale of site.locales) {
    const text = bundleText(locale.name);
    const searchPage = `${locale.urlPrefix}/${site.offlineReading.searchPagePath}`;
    const search = searchFiles(buildDir, site, locale.htmlLang);
    for (const version of site.docsVersions) {
      const routes = versionRoutes(buildDir, site.docsVersions, version, locale.urlPrefix);
      if (routes.length === 0) continue;
      const pages = existsSync(path.join(buildDir, `${searchPage}.html`)) ? [...routes, searchPage] : routes;
      const assets = new Set<string>();
      for (const route of pages) {
        for (const sitePath of sitePathsIn(readFileSync(path.join(buildDir, `${route}.html`), 'utf8'))) if (!APP_SCRIPTS.test(sitePath) && isAsset(sitePath)) assets.add(sitePath);
      }
      const entries = [...pages.map((route) => [route, `${route}.html`] as const), ...[...assets, ...search].sort().map((file) => [file, file] as const)];
      const files = entries.map(([url, file]) => [`${base}${url}`, hashOf(path.join(buildDir, file))] as const);
      const manifest: OfflineManifest = {
        build: createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16),
        version: version.label,
        locale: locale.name,
        made: made.toISOString(),
        home: `${base}${locale.urlPrefix}${version.path}`,
        searchPage: `${base}${searchPage}`,
        bytes: entries.reduce((total, [, file]) => total + statSync(path.join(buildDir, file)).size, 0),
        files,
        notice: { offline: text.offlineCopy(version.label), newer: text.newerBuild, notSaved: text.notSaved },
      };
      const file = offlineManifestPath(locale.name, version.label);
      mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
      writeFileSync(path.join(buildDir, file), `${JSON.stringify(manifest)}\n`);
      written.push({ file, files: files.length, bytes: manifest.bytes });
    }
  }
  writeFileSync(path.join(buildDir, OFFLINE_SERVICE_WORKER), worker);
  return written;
}
