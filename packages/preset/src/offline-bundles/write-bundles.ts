import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../postbuild/html-files';
import { rewriteBundlePage } from './rewrite-page';
import { tarGzip, type ArchiveFile } from './tar';

/** A docs version as the docs plugin routes it, without the locale's prefix (`/docs`, `/docs/5.17`). */
export interface DocsVersionRoute {
  readonly label: string;
  readonly path: string;
}

/** One written bundle, as `downloads/offline-bundles.json` lists it. */
export interface OfflineBundle {
  readonly file: string;
  readonly version: string;
  readonly locale: string;
  readonly pages: number;
  readonly bytes: number;
  readonly sha256: string;
}

export interface BundleSite {
  readonly url: string;
  readonly locales: ReadonlyArray<{ readonly name: string; readonly urlPrefix: string }>;
  readonly docsVersions: readonly DocsVersionRoute[];
}

export const DOWNLOADS_DIR = 'downloads';

/** The routes of one version: its home and the pages under it, without the versions nested in its path. */
function versionRoutes(buildDir: string, prefix: string, nested: readonly string[]): string[] {
  const dir = path.join(buildDir, prefix);
  const under = existsSync(dir) ? [...htmlFiles(dir)].map((file) => `/${path.relative(buildDir, file).split(path.sep).join('/')}`.replace(/\.html$/, '')) : [];
  const home = existsSync(path.join(buildDir, `${prefix}.html`)) ? [prefix] : [];
  return [...home, ...under].filter((route) => !nested.some((other) => route === other || route.startsWith(`${other}/`)));
}

/** The landing file of a bundle: it opens the version's home. */
function landing(home: string): Buffer {
  return Buffer.from(`<!doctype html><meta charset=utf-8><meta http-equiv=refresh content="0; url=${home}"><a href="${home}">${home}</a>\n`);
}

/**
 * Writes one archive per docs version and locale into `downloads/`: the version's built pages,
 * rewritten to work from `file://` and under any path (`rewrite-page.ts`), and the files they
 * use, under a folder named like the archive (none for a version without pages in a locale). Returns what it wrote, also listed in
 * `downloads/offline-bundles.json`.
 */
export function writeOfflineBundles(buildDir: string, site: BundleSite, { name, mtime }: { name: string; mtime: number }): OfflineBundle[] {
  const written: OfflineBundle[] = [];
  for (const locale of site.locales) {
    for (const version of site.docsVersions) {
      const prefix = `${locale.urlPrefix}${version.path}`;
      const nested = site.docsVersions.filter((other) => other !== version && other.path.startsWith(`${version.path}/`)).map((other) => `${locale.urlPrefix}${other.path}`);
      const routes = versionRoutes(buildDir, prefix, nested);
      // A version a locale does not translate has no pages there.
      if (routes.length === 0) continue;
      const files = new Map(routes.map((route) => [route, `${route.slice(locale.urlPrefix.length + 1)}.html`]));
      const context = {
        pageFileOf: (route: string) => files.get(route),
        isAsset: (sitePath: string) => !sitePath.endsWith('.html') && existsSync(path.join(buildDir, sitePath)) && statSync(path.join(buildDir, sitePath)).isFile(),
        siteUrl: site.url,
      };
      const folder = `${name}-${version.label.toLowerCase()}-${locale.name}`;
      const archived: ArchiveFile[] = [];
      const assets = new Set<string>();
      for (const [route, file] of files) {
        const page = rewriteBundlePage(readFileSync(path.join(buildDir, `${route}.html`), 'utf8'), file, context);
        archived.push({ path: `${folder}/${file}`, data: Buffer.from(page.html) });
        for (const asset of page.assets) assets.add(asset);
      }
      for (const asset of [...assets].sort()) archived.push({ path: `${folder}/${asset}`, data: readFileSync(path.join(buildDir, asset)) });
      const home = files.get(prefix);
      if (home !== undefined) archived.unshift({ path: `${folder}/index.html`, data: landing(home) });
      const archive = tarGzip(archived, mtime);
      mkdirSync(path.join(buildDir, DOWNLOADS_DIR), { recursive: true });
      writeFileSync(path.join(buildDir, DOWNLOADS_DIR, `${folder}.tar.gz`), archive);
      written.push({ file: `/${DOWNLOADS_DIR}/${folder}.tar.gz`, version: version.label, locale: locale.name, pages: files.size, bytes: archive.length, sha256: createHash('sha256').update(archive).digest('hex') });
    }
  }
  writeFileSync(path.join(buildDir, DOWNLOADS_DIR, 'offline-bundles.json'), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}
