import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ListedBundle } from '@rainbond/docusaurus-theme';
import { bundleText } from './bundle-text';
import { rewriteBundlePage } from './rewrite-page';
import { searchEntryOf, searchIndexScript, type SearchEntry } from './search-entries';
import { bundleSearchPage, stylesheetsOf } from './search-page';
import { tarGzip, type ArchiveFile } from './tar';
import { assetTest, DOWNLOADS_DIR, versionRoutes, type DocsVersionRoute } from './version-files';

export type { DocsVersionRoute } from './version-files';

/** One written bundle, as `downloads/offline-bundles.json` lists it (the theme's table reads the same shape). */
export type OfflineBundle = ListedBundle;

export interface BundleSite {
  readonly url: string;
  readonly locales: ReadonlyArray<{ readonly name: string; readonly htmlLang: string; readonly urlPrefix: string }>;
  readonly docsVersions: readonly DocsVersionRoute[];
}

export interface BundleOptions {
  /** The archives' name, before the version and locale. */
  readonly name: string;
  /** Files of the build each version's bundles carry besides its pages, by version label. */
  readonly files?: Readonly<Record<string, readonly string[]>>;
  /** The files' time in the archives (seconds), and the day the banner gives. */
  readonly mtime: number;
  /** The bundle search's script (`bundle-search.min.js`), written into each bundle as `search.js`. */
  readonly searchScript: string;
}

const SEARCH_PAGE = 'search.html';

/** The landing file of a bundle: it opens the version's home. */
function landing(home: string): Buffer {
  return Buffer.from(`<!doctype html><meta charset=utf-8><meta http-equiv=refresh content="0; url=${home}"><a href="${home}">${home}</a>\n`);
}

function readme(folder: string, version: string, made: string, siteUrl: string, extra: readonly string[]): Buffer {
  const lines = [
    `${folder}: the ${version} docs, made on ${made} from ${siteUrl}.`,
    '',
    'Open index.html in a browser, or serve this folder with any static web server, under any path',
    '(for example http://intranet/docs-mirror/index.html). Nothing is fetched from another host.',
    'search.html searches the pages of this copy. Links marked ↗ lead to the public site.',
    ...(extra.length > 0 ? ['', 'Also in this folder:', ...extra.map((file) => `  ${file.replace(/^\//, '')}`)] : []),
    '',
  ];
  return Buffer.from(lines.join('\n'));
}

/** The extra files of each version, checked: a label that is no docs version, or a path that is no file of the build, fails the build and names it. */
function extraFiles(buildDir: string, site: BundleSite, files: BundleOptions['files']): Map<string, readonly string[]> {
  const labels = site.docsVersions.map(({ label }) => label);
  for (const [label, paths] of Object.entries(files ?? {})) {
    if (!labels.includes(label)) throw new Error(`offlineBundles.files: "${label}" is not a docs version (${labels.join(', ')})`);
    for (const file of paths) {
      if (!existsSync(path.join(buildDir, file)) || !statSync(path.join(buildDir, file)).isFile()) throw new Error(`offlineBundles.files["${label}"]: ${file} is not a file of the build`);
    }
  }
  return new Map(Object.entries(files ?? {}));
}

/**
 * Writes one archive per docs version and locale into `downloads/`: the version's built pages,
 * rewritten to work from `file://` and under any path (`rewrite-page.ts`), the files they use,
 * the version's extra files (option `files`), a search page with its index, and a readme, under a
 * folder named like the archive (none for a version without pages in a locale). Returns what it
 * wrote, also listed in `downloads/offline-bundles.json`.
 */
export function writeOfflineBundles(buildDir: string, site: BundleSite, options: BundleOptions): OfflineBundle[] {
  const isAsset = assetTest(buildDir);
  const extra = extraFiles(buildDir, site, options.files);
  const made = new Date(options.mtime * 1000).toISOString().slice(0, 10);
  const siteHost = new URL(site.url).host;
  const written: OfflineBundle[] = [];
  for (const locale of site.locales) {
    const text = bundleText(locale.name);
    for (const version of site.docsVersions) {
      const prefix = `${locale.urlPrefix}${version.path}`;
      const routes = versionRoutes(buildDir, site.docsVersions, version, locale.urlPrefix);
      // A version a locale does not translate has no pages there.
      if (routes.length === 0) continue;
      const files = new Map(routes.map((route) => [route, `${route.slice(locale.urlPrefix.length + 1)}.html`]));
      const context = {
        pageFileOf: (route: string) => files.get(route),
        isAsset,
        siteUrl: site.url,
        searchPage: SEARCH_PAGE,
        banner: text.banner(version.label, made, siteHost),
        outsideTitle: text.outsideTitle(siteHost),
        listElsewhere: text.listElsewhere,
      };
      const folder = `${options.name}-${version.label.toLowerCase()}-${locale.name}`;
      const archived: ArchiveFile[] = [];
      const assets = new Set<string>((extra.get(version.label) ?? []).map((file) => file.slice(1)));
      const entries: SearchEntry[] = [];
      // The version's home, or its first page when it has none: the landing page opens it, and the search page takes its stylesheets.
      const homeRoute = files.has(prefix) ? prefix : ([...files.keys()][0] ?? prefix);
      let homePage = '';
      for (const [route, file] of files) {
        const built = readFileSync(path.join(buildDir, `${route}.html`), 'utf8');
        if (route === homeRoute) homePage = built;
        const page = rewriteBundlePage(built, file, context, route);
        archived.push({ path: `${folder}/${file}`, data: Buffer.from(page.html) });
        for (const asset of page.assets) assets.add(asset);
        const entry = searchEntryOf(built, file);
        if (entry !== undefined) entries.push(entry);
      }
      for (const asset of [...assets].sort()) archived.push({ path: `${folder}/${asset}`, data: readFileSync(path.join(buildDir, asset)) });
      const home = files.get(homeRoute) ?? '';
      const searchPage = bundleSearchPage({ lang: locale.htmlLang, version: version.label, stylesheets: stylesheetsOf(homePage), home, text });
      archived.unshift(
        { path: `${folder}/index.html`, data: landing(home) },
        { path: `${folder}/README.txt`, data: readme(folder, version.label, made, site.url, extra.get(version.label) ?? []) },
        { path: `${folder}/${SEARCH_PAGE}`, data: Buffer.from(searchPage) },
        { path: `${folder}/search.js`, data: Buffer.from(options.searchScript) },
        { path: `${folder}/search-index.js`, data: Buffer.from(searchIndexScript(entries)) },
      );
      const archive = tarGzip(archived, options.mtime);
      mkdirSync(path.join(buildDir, DOWNLOADS_DIR), { recursive: true });
      writeFileSync(path.join(buildDir, DOWNLOADS_DIR, `${folder}.tar.gz`), archive);
      written.push({ file: `/${DOWNLOADS_DIR}/${folder}.tar.gz`, version: version.label, locale: locale.name, pages: files.size, bytes: archive.length, sha256: createHash('sha256').update(archive).digest('hex') });
    }
  }
  writeFileSync(path.join(buildDir, DOWNLOADS_DIR, 'offline-bundles.json'), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}
