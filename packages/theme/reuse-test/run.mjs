// Proves the theme and the preset are reusable: packs @rainbond/docusaurus-preset,
// @rainbond/docusaurus-theme and @rainbond/ui as a registry would publish them, installs the
// tarballs into ./site (a different site: other title, logo, links, its own docs and blog, a
// product page whose copy and drawing are content drawn by the theme's marketing sections, one
// locale) outside the workspace, builds it through the preset and its bin, checks that its pages
// show its own configuration and nothing of Rainbond's, prints the JavaScript a docs page, a blog
// post and the product page load first (gzip), within the budgets of Rainbond's pages, checks that
// its search page answers a query before the app starts, and runs
// @rainbond/docs-quality's Lighthouse gate (accessibility, best practices, SEO: 100) on its pages.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'theme-reuse-'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const pack = (dir) => {
  const output = run('pnpm', ['pack', '--pack-destination', work], join(packages, dir)).trim().split('\n');
  return output[output.length - 1];
};
const presetTarball = pack('preset');
const themeTarball = pack('theme');
const uiTarball = pack('ui');
console.log(`packed ${presetTarball}\npacked ${themeTarball}\npacked ${uiTarball}`);

const site = join(work, 'site');
cpSync(join(here, 'site'), site, { recursive: true });
const docusaurus = JSON.parse(readFileSync(join(packages, 'preset', 'package.json'), 'utf8')).devDependencies['@docusaurus/core'];
writeFileSync(
  join(site, 'package.json'),
  JSON.stringify(
    {
      name: 'acme-docs',
      private: true,
      dependencies: {
        '@docusaurus/core': docusaurus,
        '@docusaurus/faster': docusaurus,
        '@docusaurus/preset-classic': docusaurus,
        '@rainbond/docusaurus-preset': `file:${presetTarball}`,
        react: '19.3.1',
        'react-dom': '19.3.1',
      },
      // The theme and the kit are not on a registry yet: resolve the dependencies on them to their tarballs.
      pnpm: { overrides: { '@rainbond/docusaurus-theme': `file:${themeTarball}`, '@rainbond/ui': `file:${uiTarball}` } },
    },
    null,
    2,
  ),
);
run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false', '--reporter=silent'], site);
run('pnpm', ['exec', 'rainbond-docs', 'build'], site);
run('pnpm', ['exec', 'rainbond-docs', 'postbuild'], site);

const html = (path) => readFileSync(join(site, 'build', path), 'utf8');
const failures = [];
const expectIn = (path, text) => html(path).includes(text) || failures.push(`${path} does not show "${text}"`);
const expectNotIn = (path, pattern) => pattern.test(html(path)) && failures.push(`${path} shows ${pattern}`);

// Marketing header on the home page, docs navbar on the doc page, the footer on both.
expectIn('index.html', 'Welcome to Acme Cloud');
expectIn('index.html', 'Acme Cloud</span>');
expectIn('index.html', 'Resources');
expectIn('docs/intro/index.html', 'navbar__title');
// Diagrams are drawn at build time by the theme's remark plugin, which the preset adds (Docusaurus
// Faster's HTML minifier drops the quotes of one-word attributes).
if (!/role="?img"? aria-label="Push an image"/.test(html('docs/intro/index.html'))) failures.push('docs/intro/index.html has no drawn diagram');
// The blog through the preset's lean blog: the list carries the post's summary.
expectIn('blog/index.html', 'How Acme keeps on-call quiet');
expectIn('blog/acme-on-call/index.html', 'Every alert now links to the runbook step');
// llms.txt and the page as markdown, the search index and the security headers of the post-build.
for (const file of ['llms.txt', 'docs/intro.md', 'blog/acme-on-call.md', 'pagefind/pagefind.js', '.server/security-headers.json']) {
  if (!existsSync(join(site, 'build', file))) failures.push(`the build has no ${file}`);
}
for (const page of ['index.html', 'docs/intro/index.html']) {
  expectIn(page, 'Acme runs your workloads while you sleep.');
  expectIn(page, 'Copyright © 2026 Acme Example Ltd.');
  expectIn(page, 'https://acme.example/try');
}
// The product page (a sections route of the preset's marketingPages): the copy of marketing/product.yml, and the drawing
// of marketing/diagrams/push-to-run.svg with its words from the YAML and its accessible name.
for (const text of [
  'Ship containers, not pagers',
  'Self-healing workloads',
  'Rollback in under ten seconds',
  'Median rollback time',
  'Try Acme Cloud for thirty days',
  'Acme Cloud for small teams | Acme Cloud Docs</title>',
  '>Your image</text>',
  '>Schedule</text>',
]) {
  expectIn('product/index.html', text);
}
if (!/role="?img"? aria-label="From a pushed image to a watched workload"/.test(html('product/index.html'))) failures.push('product/index.html has no drawing named "From a pushed image to a watched workload"');
if (/\{\{/.test(html('product/index.html'))) failures.push('product/index.html shows an unfilled {{placeholder}}');

const pages = readdirSync(join(site, 'build'), { recursive: true }).filter((file) => String(file).endsWith('.html'));
for (const page of pages) expectNotIn(String(page), /Rainbond|goodrain|京ICP|rainbond\.com/);

/** A port nothing listens on, for the site's server. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The JavaScript a page loads, gzip (level 9), loaded in Chromium from `rainbond-docs serve`: before
 * the reader shows intent (the preset's `appStart: 'intent'`: the page has loaded and is idle, and
 * no script of its own has been fetched), then once the pointer has moved, the page has hydrated
 * and the network is quiet.
 */
async function firstLoadJsGzip(browser, url) {
  const tab = await browser.newPage();
  const scripts = new Map();
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  const total = async () => (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0);
  await tab.goto(url, { waitUntil: 'load' });
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
  const beforeIntent = await total();
  await tab.mouse.move(1, 1);
  await tab.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await tab.waitForLoadState('networkidle');
  const afterIntent = await total();
  await tab.close();
  return { beforeIntent, afterIntent };
}

// Rainbond's budgets (apps/site/docs-quality.config.ts): docs pages and posts, marketing pages.
const BUDGETS_KB = { '/docs/intro': 165, '/blog/acme-on-call': 165, '/product': 170 };
const kb = (bytes) => (bytes / 1024).toFixed(1);
const port = await freePort();
const bin = join(site, 'node_modules', '@rainbond', 'docusaurus-preset', 'dist', 'cli.js');
const server = spawn(process.execPath, [bin, 'serve', '--port', String(port)], { cwd: site, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const weights = [];
  for (const page of Object.keys(BUDGETS_KB)) weights.push([page, await firstLoadJsGzip(browser, `http://127.0.0.1:${port}${page}`)]);
  console.log(
    `JS (gzip, Chromium), before the reader's intent / after it: ${weights.map(([page, { beforeIntent, afterIntent }]) => `${page} ${kb(beforeIntent)} / ${kb(afterIntent)} KB (budget ${BUDGETS_KB[page]} KB)`).join(', ')}`,
  );
  for (const [page, { beforeIntent, afterIntent }] of weights) {
    if (beforeIntent > 0) failures.push(`${page} fetches ${kb(beforeIntent)} KB of JS before the reader shows intent; the preset's appStart should hold it`);
    if (afterIntent > BUDGETS_KB[page] * 1024) failures.push(`${page} loads ${kb(afterIntent)} KB of JS once started, over the budget of ${BUDGETS_KB[page]} KB`);
  }
  // The search page answers a query before the app starts: the theme's early script over the local index.
  const search = await browser.newPage();
  const bundleScripts = [];
  search.on('request', (request) => request.resourceType() === 'script' && request.url().includes('/assets/js/') && bundleScripts.push(request.url()));
  await search.goto(`http://127.0.0.1:${port}/search?q=runbook`, { waitUntil: 'load' });
  const results = await search
    .waitForSelector('[data-search-early] ol > li h2 a', { timeout: 30_000 })
    .then(() => search.$$eval('[data-search-early] ol > li h2 a', (links) => links.map((link) => link.getAttribute('href'))))
    .catch(() => []);
  console.log(`search page before the reader's intent: /search?q=runbook lists ${results.join(', ') || 'nothing'}; bundle scripts fetched: ${bundleScripts.length}`);
  if (!results.some((href) => /^\/blog\/acme-on-call\/?$/.test(href ?? ''))) failures.push('/search?q=runbook does not list /blog/acme-on-call before the app starts');
  if (bundleScripts.length > 0) failures.push(`/search?q=runbook fetched the site's scripts before the reader's intent: ${bundleScripts.join(', ')}`);
  await search.close();
} finally {
  await browser.close();
  server.kill();
}

// Lighthouse through @rainbond/docs-quality, as a project would run it: the site's
// docs-quality.config.json lists the pages and the categories (no performance, so no control site).
const lighthouseStarted = Date.now();
const lighthouse = spawnSync(
  process.execPath,
  [join(packages, 'docs-quality', 'bin', 'docs-quality.cjs'), '--build', join(site, 'build'), '--config', join(site, 'docs-quality.config.json'), '--only', 'lighthouse', '--port', String(await freePort())],
  { cwd: site, stdio: 'inherit' },
);
console.log(`Lighthouse gate: ${((Date.now() - lighthouseStarted) / 1000).toFixed(0)} s`);
if (lighthouse.status !== 0) failures.push(`docs-quality's Lighthouse gate failed (exit ${lighthouse.status ?? lighthouse.signal}): a score under 100, see its table`);

if (failures.length > 0) {
  console.error(`theme reuse test failed:\n${failures.join('\n')}\n(site left in ${site})`);
  process.exit(1);
}
console.log(`reuse test: ${pages.length} pages of the Acme site built from the packed preset and theme, none mentions Rainbond`);
