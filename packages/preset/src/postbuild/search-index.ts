import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeSearchPageLists } from './search-page-list';

/** Pagefind's CLI: its package exports no path to it, so it is looked up where Node would find the package. */
function pagefindCli(): string {
  const candidates = (require.resolve.paths('pagefind') ?? []).map((dir) => path.join(dir, 'pagefind', 'lib', 'runner', 'bin.cjs'));
  const found = candidates.find((file) => existsSync(file));
  if (found === undefined) throw new Error('rainbond-docs postbuild: the pagefind package is not installed beside @rainbond/docusaurus-preset');
  return found;
}

/**
 * Indexes every locale of the build for the theme's search into `<buildDir>/pagefind/` (Chinese is
 * segmented into words), with the list of indexed pages per language; the theme loads them when a
 * reader opens search.
 */
export function indexForSearch(buildDir: string): void {
  execFileSync(process.execPath, [pagefindCli(), '--site', buildDir, '--output-subdir', 'pagefind', '--quiet'], { stdio: 'inherit' });
  writeSearchPageLists(path.join(buildDir, 'pagefind'));
}
