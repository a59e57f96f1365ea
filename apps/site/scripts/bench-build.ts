/**
 * `pnpm bench:build`: a cold build of the site in both locales (after `docusaurus clear`), then a
 * warm Turborepo rebuild with nothing changed. Prints wall time, peak memory of the build's
 * process tree, page count and milliseconds per page per locale.
 * DOCUSAURUS_FASTER=false measures webpack + Babel instead of Rspack + SWC.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteLocales } from '../src/site-locales';
import { parseArgs } from 'node:util';

// No arguments; `--help` prints the usage, anything else is an error (parseArgs is strict).
if (parseArgs({ options: { help: { type: 'boolean', default: false } } }).values.help) {
  console.log('Usage: pnpm bench:build (DOCUSAURUS_FASTER=false to measure webpack + Babel); no arguments');
  process.exit(0);
}

const siteDir = path.join(__dirname, '..');
const repoDir = path.join(siteDir, '..', '..');

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kib * 1024);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const total = (pid: number): number => (rss.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + total(child), 0);
  return total(rootPid);
}

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

function coldBuild(): Promise<{ seconds: number; peakBytes: number }> {
  execFileSync('pnpm', ['exec', 'docusaurus', 'clear'], { cwd: siteDir, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('pnpm', ['exec', 'docusaurus', 'build'], { cwd: siteDir, stdio: 'ignore' });
    let peakBytes = 0;
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 250);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`docusaurus build exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes });
    });
  });
}

/** Runs `pnpm build` at the repository root; on failure, shows the end of its output. */
function repoBuild(): void {
  try {
    execFileSync('pnpm', ['build'], { cwd: repoDir, stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string };
    const tail = `${stdout.toString()}\n${stderr.toString()}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`pnpm build failed:\n${tail}`, { cause: error });
  }
}

function warmRebuildSeconds(): number {
  repoBuild();
  const started = performance.now();
  repoBuild();
  return (performance.now() - started) / 1000;
}

function printRows(rows: ReadonlyArray<readonly [string, string]>): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}

async function main(): Promise<void> {
  const faster = process.env.DOCUSAURUS_FASTER !== 'false';
  const cold = await coldBuild();
  const buildDir = path.join(siteDir, 'build');
  const localeDirs = Object.values(siteLocales).map((locale) => path.join(buildDir, locale.urlPrefix));
  const nested = new Set(localeDirs.filter((dir) => dir !== buildDir));
  const pagesPerLocale = localeDirs.map((dir) => countPages(dir, dir === buildDir ? nested : new Set()));
  const pages = pagesPerLocale.reduce((a, b) => a + b, 0);
  // The cold figures print first, so a failing warm step does not lose them.
  printRows([
    ['bundler', faster ? 'Rspack + SWC (Docusaurus Faster)' : 'webpack + Babel'],
    ['cold build, both locales', `${cold.seconds.toFixed(1)} s`],
    ['peak memory', `${(cold.peakBytes / 2 ** 30).toFixed(2)} GiB`],
    ['pages', `${pages} (${pagesPerLocale.join(' + ')} per locale)`],
    ['per page per locale', `${((cold.seconds * 1000) / pages).toFixed(0)} ms`],
  ]);
  printRows([['warm rebuild (turbo cache)', `${warmRebuildSeconds().toFixed(1)} s`]]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
