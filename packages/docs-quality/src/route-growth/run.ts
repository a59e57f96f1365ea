/**
 * Proves that a page's first load does not grow with the number of pages: builds the site in one
 * locale twice, as it is and with a content folder of generated pages more (fixture.ts), then
 * loads the config's pages of each build in Chromium and compares the JS each fetches before it is
 * idle (gzip; the page-weight gate's Chromium load, which waits for hydration, an idle main thread
 * and then a quiet network). Fails when any page differs by `maxGrowthKb` or more.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { LoadedConfig } from '../config/load-config';
import { startServer, type ServeCommand } from '../gates/server';
import { routeAssetsManifestPath } from '../plugin/manifest';
import { loadInChromium } from '../weight/browser-weight';
import { writeFixturePages } from './fixture';

type RouteGrowth = NonNullable<LoadedConfig['config']['routeGrowth']>;

/**
 * A Docusaurus config that is the site's plus one more docs plugin instance over the fixture pages,
 * for `docusaurus build --config`.
 */
function writeFixtureConfig(file: string, siteConfig: string, fixtureDir: string): void {
  const plugin = ['@docusaurus/plugin-content-docs', { id: 'route-growth-fixture', path: fixtureDir, routeBasePath: 'route-growth-fixture', sidebarPath: false }];
  fs.writeFileSync(
    file,
    [
      '// Written by `docs-quality route-growth`: the site config plus a docs plugin over the generated pages.',
      `import siteConfig from ${JSON.stringify(siteConfig)};`,
      '',
      `export default { ...siteConfig, plugins: [...(siteConfig.plugins ?? []), ${JSON.stringify(plugin)}] };`,
      '',
    ].join('\n'),
  );
}

function build(siteDir: string, locale: string, outDir: string, config: string): number {
  const started = Date.now();
  const args = ['build', '--locale', locale, '--out-dir', outDir, '--config', config];
  const result = spawnSync(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), args, { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`docusaurus build --config ${config} failed (exit ${result.status})`);
  return Math.round((Date.now() - started) / 1000);
}

async function measure(serve: ServeCommand, dir: string, port: number, pages: readonly string[]): Promise<Map<string, number>> {
  const server = await startServer(serve, port, dir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const sizes = new Map<string, number>();
    for (const page of pages) {
      const { scripts } = await loadInChromium(browser, `${server.baseUrl}${page}`);
      sizes.set(page, [...scripts.values()].reduce((sum, size) => sum + size, 0));
    }
    return sizes;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Runs `work` and puts back the route-assets manifest at `manifest`, which the builds here overwrite and the page-weight gate reads. */
async function keepingFile<T>(manifest: string, work: () => Promise<T>): Promise<T> {
  const saved = fs.existsSync(manifest) ? fs.readFileSync(manifest) : undefined;
  try {
    return await work();
  } finally {
    if (saved === undefined) fs.rmSync(manifest, { force: true });
    else fs.writeFileSync(manifest, saved);
  }
}

async function compare({ config, dir: siteDir }: LoadedConfig, growth: RouteGrowth, port: number, extraPages: number): Promise<number> {
  const work = path.join(siteDir, '.cache', 'route-growth');
  const fixtureDir = path.join(work, 'fixture-pages');
  const siteConfig = path.resolve(siteDir, growth.docusaurusConfig);
  const fixtureConfig = path.join(work, 'fixture-config.ts');
  writeFixturePages(fixtureDir, extraPages);
  writeFixtureConfig(fixtureConfig, siteConfig, fixtureDir);
  const baseDir = path.join(work, 'build-base');
  const grownDir = path.join(work, 'build-grown');
  console.log(`building the site (${growth.locale}) as it is: ${build(siteDir, growth.locale, baseDir, siteConfig)} s`);
  console.log(`building it with ${extraPages} more pages: ${build(siteDir, growth.locale, grownDir, fixtureConfig)} s`);
  const serve = { command: config.serve, cwd: siteDir };
  const base = await measure(serve, baseDir, port, growth.pages);
  const grown = await measure(serve, grownDir, port + 1, growth.pages);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  console.log(`\n| page | first-load JS (gzip) | with ${extraPages} more pages | difference |\n| --- | --- | --- | --- |`);
  const failures: string[] = [];
  for (const page of growth.pages) {
    const before = base.get(page) ?? 0;
    const after = grown.get(page) ?? 0;
    console.log(`| ${page} | ${kb(before)} | ${kb(after)} | ${kb(after - before)} |`);
    if (Math.abs(after - before) >= growth.maxGrowthKb * 1024) failures.push(`${page}: ${kb(before)} → ${kb(after)}`);
  }
  if (failures.length > 0) {
    console.error(`First loads grew by ${growth.maxGrowthKb} KB or more with ${extraPages} more pages:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log(`\nNo first load changed by ${growth.maxGrowthKb} KB or more with ${extraPages} more pages.`);
  return 0;
}

/** `docs-quality route-growth`: the site server on `port` for the first build, the next port for the second. */
export async function runRouteGrowth(loaded: LoadedConfig, port: number, extraPages: number | undefined): Promise<number> {
  const growth = loaded.config.routeGrowth;
  if (growth === undefined) throw new Error('The docs-quality config has no `routeGrowth`: add it to run route-growth (see the README)');
  const manifest = routeAssetsManifestPath(path.resolve(loaded.dir, loaded.config.routeAssets), growth.locale);
  return keepingFile(manifest, () => compare(loaded, growth, port, extraPages ?? growth.extraPages));
}
