/**
 * Proves that a page's first load does not grow with the number of pages: builds the Chinese site
 * twice, as it is and with a content package of 1,000 more pages (fixture.ts), then loads the
 * home, a docs page and a blog post of each build in Chromium and compares the JS each fetches
 * before it is idle (gzip; the page-weight gate's Chromium load, which waits for hydration, an
 * idle main thread and then a quiet network). Fails when any page differs by 1 KB or more.
 *
 * Usage: tsx scripts/route-growth/run.ts [--pages 1000]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer } from '../quality/server';
import { routeAssetsManifestPath } from '../../src/plugins/route-assets/manifest';
import { loadInChromium } from '../quality/weight/browser-weight';
import { writeFixturePages } from './fixture';

const { values } = parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--'), options: { pages: { type: 'string', default: '1000' }, help: { type: 'boolean', default: false } } });
if (values.help) {
  console.log('Usage: tsx scripts/route-growth/run.ts [--pages 1000]\nBuilds the Chinese site with and without N generated pages and compares the first-load JS of the home, a docs page and a blog post (must differ by < 1 KB gzip).');
  process.exit(0);
}
const extraPages = Number(values.pages);
const MAX_GROWTH = 1024;
const PAGES = ['/', '/docs/quick-start/quick-install', '/blog/whatrainbond'];

const siteDir = path.join(__dirname, '..', '..');
const work = path.join(siteDir, '.cache', 'route-growth');
const fixtureDir = path.join(work, 'fixture-pages');

function build(outDir: string, config?: string): number {
  const started = Date.now();
  const args = ['exec', 'docusaurus', 'build', '--locale', 'zh', '--out-dir', outDir, ...(config === undefined ? [] : ['--config', config])];
  const result = spawnSync('pnpm', args, { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ROUTE_GROWTH_FIXTURE_DIR: fixtureDir } });
  if (result.status !== 0) throw new Error(`docusaurus build ${config === undefined ? '' : `--config ${config} `}failed (exit ${result.status})`);
  return Math.round((Date.now() - started) / 1000);
}

async function measure(dir: string, port: number): Promise<Map<string, number>> {
  const server = await startServer(port, dir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const sizes = new Map<string, number>();
    for (const page of PAGES) {
      const { scripts } = await loadInChromium(browser, `${server.baseUrl}${page}`);
      sizes.set(page, [...scripts.values()].reduce((sum, size) => sum + size, 0));
    }
    return sizes;
  } finally {
    await browser.close();
    server.stop();
  }
}

/**
 * Runs `work` and puts back the site build's route-assets manifest of `locale`, which the builds
 * here overwrite and the page-weight gate reads.
 */
async function keepingRouteAssets<T>(locale: string, work: () => Promise<T>): Promise<T> {
  const manifest = routeAssetsManifestPath(siteDir, locale);
  const saved = fs.existsSync(manifest) ? fs.readFileSync(manifest) : undefined;
  try {
    return await work();
  } finally {
    if (saved === undefined) fs.rmSync(manifest, { force: true });
    else fs.writeFileSync(manifest, saved);
  }
}

async function main(): Promise<void> {
  writeFixturePages(fixtureDir, extraPages);
  const baseDir = path.join(work, 'build-base');
  const grownDir = path.join(work, 'build-grown');
  console.log(`building the site (zh) as it is: ${build(baseDir)} s`);
  console.log(`building it with ${extraPages} more pages: ${build(grownDir, path.join(__dirname, 'fixture-config.ts'))} s`);
  const base = await measure(baseDir, 4188);
  const grown = await measure(grownDir, 4189);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  console.log(`\n| page | first-load JS (gzip) | with ${extraPages} more pages | difference |\n| --- | --- | --- | --- |`);
  const failures: string[] = [];
  for (const page of PAGES) {
    const before = base.get(page) ?? 0;
    const after = grown.get(page) ?? 0;
    console.log(`| ${page} | ${kb(before)} | ${kb(after)} | ${kb(after - before)} |`);
    if (Math.abs(after - before) >= MAX_GROWTH) failures.push(`${page}: ${kb(before)} → ${kb(after)}`);
  }
  if (failures.length > 0) throw new Error(`First loads grew by 1 KB or more with ${extraPages} more pages:\n  ${failures.join('\n  ')}`);
  console.log(`\nNo first load changed by 1 KB or more with ${extraPages} more pages.`);
}

void keepingRouteAssets('zh', main).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
