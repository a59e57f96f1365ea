// Proves the theme and the preset are reusable: packs @rainbond/docusaurus-preset,
// @rainbond/docusaurus-theme and @rainbond/ui as a registry would publish them, installs the
// tarballs into ./site (a different site: other title, logo, links, its own docs and blog, one
// locale) outside the workspace, builds it through the preset and its bin, checks that its pages
// show its own configuration and nothing of Rainbond's, and prints the JavaScript a docs page and
// a blog post load first (gzip), within the budget of Rainbond's docs pages.
import { execFileSync, spawn } from 'node:child_process';
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
 * The JavaScript a page loads before it is idle, gzip (level 9): loaded in Chromium from
 * `rainbond-docs serve` until the page has hydrated and the network is quiet.
 */
async function firstLoadJsGzip(browser, url) {
  const tab = await browser.newPage();
  const scripts = new Map();
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await tab.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.values());
  await tab.close();
  return sizes.reduce((total, size) => total + size, 0);
}

const DOCS_BUDGET_KB = 165;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const port = await freePort();
const bin = join(site, 'node_modules', '@rainbond', 'docusaurus-preset', 'dist', 'cli.js');
const server = spawn(process.execPath, [bin, 'serve', '--port', String(port)], { cwd: site, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const weights = [];
  for (const page of ['/docs/intro', '/blog/acme-on-call']) weights.push([page, await firstLoadJsGzip(browser, `http://127.0.0.1:${port}${page}`)]);
  console.log(`first-load JS (gzip, Chromium): ${weights.map(([page, bytes]) => `${page} ${kb(bytes)} KB`).join(', ')} (budget ${DOCS_BUDGET_KB} KB)`);
  for (const [page, bytes] of weights) {
    if (bytes > DOCS_BUDGET_KB * 1024) failures.push(`${page} loads ${kb(bytes)} KB of JS before idle, over the budget of ${DOCS_BUDGET_KB} KB`);
  }
} finally {
  await browser.close();
  server.kill();
}

if (failures.length > 0) {
  console.error(`theme reuse test failed:\n${failures.join('\n')}\n(site left in ${site})`);
  process.exit(1);
}
console.log(`reuse test: ${pages.length} pages of the Acme site built from the packed preset and theme, none mentions Rainbond`);
