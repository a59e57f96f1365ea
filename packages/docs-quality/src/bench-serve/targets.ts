import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchServeConfig } from '../config/schema';

/** The main bundle the built home page loads: `/assets/js/main.<hash>.js`. */
function mainBundle(buildDir: string): string {
  const bundle = /<script src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(readFileSync(path.join(buildDir, 'index.html'), 'utf8'))?.[1];
  if (bundle === undefined) throw new Error(`no main bundle (/assets/js/main.*.js) in ${path.join(buildDir, 'index.html')}`);
  return bundle;
}

export interface Target {
  readonly name: string;
  readonly path: string;
  readonly mainBundle: boolean;
}

/** The config's targets with their URL paths. */
export function targetPaths(targets: BenchServeConfig['targets'], buildDir: string): Target[] {
  return targets.map((target) => ('path' in target ? { name: target.name, path: target.path, mainBundle: false } : { name: target.name, path: mainBundle(buildDir), mainBundle: true }));
}
