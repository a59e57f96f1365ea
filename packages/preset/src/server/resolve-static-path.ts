/**
 * The production serving rules of the spec, as one pure function shared by `pnpm serve` and tests
 * (deploy/nginx.conf implements the same rules for a real web server):
 * - an exact file wins;
 * - otherwise `/a/b` is served from `a/b.html` or else `a/b/index.html`, and `/a/b/` the other way
 *   round: `/en` is the language page `en.html`, `/en/` the English home `en/index.html`;
 * - a path ending in `.html` or `/index.html` with no exact file is served as the path without it;
 * - files and folders whose name starts with a dot (the servers' own config in `.server/`) are not served;
 * - anything else gets the not-found page of its locale, with status 404.
 */
import { posix } from 'node:path';

export interface StaticResolution {
  /** File to send, relative to the build folder, without a leading slash. */
  readonly file: string;
  readonly status: 200 | 404;
}

export type FileExists = (relativeFile: string) => boolean;

/** Locales served under a path prefix, e.g. `en` for `/en/`; the default locale has none. */
export function resolveStaticPath(pathname: string, exists: FileExists, prefixedLocales: readonly string[]): StaticResolution {
  // Normalising from the root drops `..` segments, so no path leaves the build folder.
  const relative = posix.normalize(`/${decodeSafely(pathname)}`).replace(/^\/+/, '');

  const locale = prefixedLocales.find((name) => relative === name || relative.startsWith(`${name}/`));
  const notFound: StaticResolution = { file: locale === undefined ? '404.html' : `${locale}/404.html`, status: 404 };
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return notFound;

  if (relative !== '' && !relative.endsWith('/') && exists(relative)) return { file: relative, status: 200 };

  const base = relative.replace(/\/+$/, '').replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  const candidates = base === '' ? ['index.html'] : relative.endsWith('/') ? [`${base}/index.html`, `${base}.html`] : [`${base}.html`, `${base}/index.html`];
  const found = candidates.find((candidate) => exists(candidate));
  return found === undefined ? notFound : { file: found, status: 200 };
}

function decodeSafely(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Hashed bundles never change under the same name, so they may be cached for a year. */
export function cacheControlFor(file: string): string {
  return /(^|\/)assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}
