/**
 * `docs-quality bench-build`: a cold build of the site in every locale (after `docusaurus clear`),
 * then, with `benchBuild.warmRebuild`, a cached rebuild with nothing changed. Prints wall time,
 * peak memory of the build's process tree, page count and milliseconds per page per locale.
 * DOCUSAURUS_FASTER=false measures webpack + Babel instead of Rspack + SWC.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config';
import type { BenchBuildConfig } from '../config/schema';
import { pagesPerLocale } from './count-pages';
import { treeRss } from './tree-memory';

export interface BuildBenchRun {
  readonly loaded: LoadedConfig;
  readonly settings: BenchBuildConfig;
  readonly buildDir: string;
}

function coldBuild(siteDir: string, buildDir: string): Promise<{ seconds: number; peakBytes: number }> {
  const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
  execFileSync(docusaurus, ['clear'], { cwd: siteDir, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(docusaurus, ['build', '--out-dir', buildDir], { cwd: siteDir, stdio: 'ignore' });
    let peakBytes = 0;
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 250);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`docusaurus build exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes });
    });
  });
}

/** Runs the rebuild command; on failure, shows the end of its output. */
function rebuild([command = '', ...args]: readonly string[], cwd: string): void {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string };
    const tail = `${stdout.toString()}\n${stderr.toString()}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed:\n${tail}`, { cause: error });
  }
}

/** The rebuild twice, the second timed: the first fills the cache after the cold build. */
function warmRebuildSeconds(warm: NonNullable<BenchBuildConfig['warmRebuild']>, siteDir: string): number {
  const cwd = path.resolve(siteDir, warm.cwd);
  rebuild(warm.command, cwd);
  const started = performance.now();
  rebuild(warm.command, cwd);
  return (performance.now() - started) / 1000;
}

function printRows(rows: ReadonlyArray<readonly [string, string]>): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}

export async function runBuildBench({ loaded, settings, buildDir }: BuildBenchRun): Promise<number> {
  const faster = process.env.DOCUSAURUS_FASTER !== 'false';
  const cold = await coldBuild(loaded.dir, buildDir);
  const perLocale = pagesPerLocale(buildDir, settings.localePrefixes);
  const pages = perLocale.reduce((a, b) => a + b, 0);
  // The cold figures print first, so a failing warm step does not lose them.
  printRows([
    ['bundler', faster ? 'Rspack + SWC (Docusaurus Faster)' : 'webpack + Babel'],
    [`cold build, ${perLocale.length === 2 ? 'both locales' : `${perLocale.length} locale(s)`}`, `${cold.seconds.toFixed(1)} s`],
    ['peak memory', `${(cold.peakBytes / 2 ** 30).toFixed(2)} GiB`],
    ['pages', `${pages} (${perLocale.join(' + ')} per locale)`],
    ['per page per locale', `${((cold.seconds * 1000) / pages).toFixed(0)} ms`],
  ]);
  if (settings.warmRebuild !== undefined) printRows([[`warm rebuild (${settings.warmRebuild.command.join(' ')})`, `${warmRebuildSeconds(settings.warmRebuild, loaded.dir).toFixed(1)} s`]]);
  return 0;
}
