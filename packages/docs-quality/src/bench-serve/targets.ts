import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchServeConfig } from '../config/schema';

/** The main bundle the built home page loads: `/assets/js/main.<hash>.js`. */
function mainBundle(buildDir: string): string {
  const bundle = /<script src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(readFileSync(path.join(buildDir, 'index.html'), 'utf8'))?.[1];
  if (bundle === undefined) throw new Error(`no main bundle (/assets/js/main.*.js) in ${path.join(buildDir, 'index.html')}`);
  return bundle;
}

/** The config's targets as names and URL paths. */
export function targetPaths(targets: BenchServeConfig['targets'], buildDir: string): { name: string; path: string }[] {
  return targets.map((target) => ({ name: target.name, path: 'path' in target ? target.path : mainBundle(buildDir) }));
}
