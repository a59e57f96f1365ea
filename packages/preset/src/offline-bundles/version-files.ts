import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../postbuild/html-files';

/** A docs version as the docs plugin routes it, without the locale's prefix (`/docs`, `/docs/5.17`). */
export interface DocsVersionRoute {
  readonly label: string;
  readonly path: string;
}

export const DOWNLOADS_DIR = 'downloads';

/** An attribute holding a path of the site (`href="/docs/x"`, `src=/img/a.png`): the attribute with its `=`, the quote, the path. */
export const SITE_PATH_ATTRIBUTE = /(\s(?:href|src|poster)=)("|'|)(\/(?!\/)[^"'\s>]*)\2/gi;

/** A `<link rel=alternate>`: a feed or the page in another language, which an offline copy leaves on the public site. */
export const ALTERNATE_LINK = /<link\b[^>]*\brel=["']?alternate\b[^>]*>/gi;

/** The site paths a page's attributes name (but its alternates'), without query or fragment. */
export function sitePathsIn(html: string): string[] {
  return [...html.replace(ALTERNATE_LINK, '').matchAll(SITE_PATH_ATTRIBUTE)].map(([, , , url = '']) => url.split('#', 1)[0]?.split('?', 1)[0] ?? '');
}

/**
 * The routes of one docs version in one locale (`prefix` is the locale's prefix and the version's
 * path): its home and the pages under it, without the versions nested in its path.
 */
export function versionRoutes(buildDir: string, versions: readonly DocsVersionRoute[], version: DocsVersionRoute, localePrefix: string): string[] {
  const prefix = `${localePrefix}${version.path}`;
  const nested = versions.filter((other) => other !== version && other.path.startsWith(`${version.path}/`)).map((other) => `${localePrefix}${other.path}`);
  const dir = path.join(buildDir, prefix);
  const under = existsSync(dir) ? [...htmlFiles(dir)].map((file) => `/${path.relative(buildDir, file).split(path.sep).join('/')}`.replace(/\.html$/, '')) : [];
  const home = existsSync(path.join(buildDir, `${prefix}.html`)) ? [prefix] : [];
  return [...home, ...under].filter((route) => !nested.some((other) => route === other || route.startsWith(`${other}/`)));
}

/** Whether a path of the site is a file of the build that a page uses (a stylesheet, an image): not a page, not a download. Remembers what it found. */
export function assetTest(buildDir: string): (sitePath: string) => boolean {
  const known = new Map<string, boolean>();
  return (sitePath) => {
    let isAsset = known.get(sitePath);
    if (isAsset === undefined) {
      const file = path.join(buildDir, sitePath);
      isAsset = !sitePath.endsWith('.html') && !sitePath.startsWith(`/${DOWNLOADS_DIR}/`) && existsSync(file) && statSync(file).isFile();
      known.set(sitePath, isAsset);
    }
    return isAsset;
  };
}
