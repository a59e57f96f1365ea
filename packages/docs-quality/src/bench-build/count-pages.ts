import { readdirSync } from 'node:fs';
import path from 'node:path';

/** HTML files under `dir`, not counting `assets` folders nor the folders in `skip` (other locales' builds). */
function countPages(dir: string, skip: ReadonlySet<string>): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full) && entry.name !== 'assets') pages += countPages(full, skip);
    } else if (entry.name.endsWith('.html')) pages++;
  }
  return pages;
}

/** Pages per locale of a build, each locale's in its URL prefix's folder (the default one's at the root, without the others'). */
export function pagesPerLocale(buildDir: string, localePrefixes: readonly string[]): number[] {
  const localeDirs = localePrefixes.map((prefix) => path.join(buildDir, prefix));
  const nested = new Set(localeDirs.filter((dir) => dir !== buildDir));
  return localeDirs.map((dir) => countPages(dir, dir === buildDir ? nested : new Set()));
}
