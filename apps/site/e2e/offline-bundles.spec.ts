import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OfflineBundle } from '@rainbond/docusaurus-preset';
import { gotoHydrated } from './hydrated';
import { serveFolderWithNginx, type NginxFolder } from './nginx-folder';

/**
 * The offline docs bundles (the preset's `offlineBundles`): one archive per docs version and
 * locale, listed with its size and SHA-256 on the site, that reads and searches from `file://` and
 * from any static server under any path once unpacked.
 */

async function bundles(request: APIRequestContext): Promise<OfflineBundle[]> {
  const response = await request.get('/downloads/offline-bundles.json');
  expect(response.status()).toBe(200);
  return (await response.json()) as OfflineBundle[];
}

/** Downloads a bundle and unpacks it into a new temporary folder; returns the bundle's own folder. */
async function unpack(request: APIRequestContext, bundle: OfflineBundle): Promise<string> {
  const archive = await (await request.get(bundle.file)).body();
  const dir = mkdtempSync(path.join(tmpdir(), 'offline-bundle-'));
  writeFileSync(path.join(dir, 'bundle.tar.gz'), archive);
  execFileSync('tar', ['-xzf', 'bundle.tar.gz'], { cwd: dir });
  return path.join(dir, path.basename(bundle.file, '.tar.gz'));
}

/** Every request the page makes that does not go to `allowed` (a URL prefix). */
function requestsOutside(page: Page, allowed: string): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(allowed) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  return outside;
}

test('the build lists one bundle per docs version and locale, each with the size and SHA-256 of the file served', async ({ request }) => {
  const listed = await bundles(request);
  expect(listed.map(({ version, locale }) => `${version} ${locale}`).sort()).toEqual(['V5.17 en', 'V5.17 zh', 'V6.2 en', 'V6.2 zh']);
  for (const bundle of listed) {
    expect(bundle.file).toMatch(/^\/downloads\/rainbond-docs-v[\d.]+-(zh|en)\.tar\.gz$/);
    const body = await (await request.get(bundle.file)).body();
    expect(body.length).toBe(bundle.bytes);
    expect(createHash('sha256').update(body).digest('hex')).toBe(bundle.sha256);
    expect(bundle.pages).toBeGreaterThan(100);
  }
});

test('a bundle unpacked into a folder reads from file://: its home, links between its pages, tabs, and nothing fetched from elsewhere', async ({ page, request }) => {
  const bundle = (await bundles(request)).find(({ version, locale }) => version === 'V6.2' && locale === 'zh');
  if (bundle === undefined) throw new Error('no V6.2 zh bundle is listed');
  const folder = await unpack(request, bundle);
  const outside = requestsOutside(page, 'file://');

  await page.goto(pathToFileURL(path.join(folder, 'index.html')).href);
  await expect(page).toHaveURL(/\/docs\.html$/);
  await expect(page.locator('article h1')).toBeVisible();

  await page.goto(pathToFileURL(path.join(folder, 'docs/quick-start/quick-install.html')).href);
  await expect(page.locator('.navbar')).toHaveCSS('position', 'sticky');
  const tabs = page.locator('.tabs-container').first().getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/getting-started\.html$/);
  await expect(page.locator('article h1')).toBeVisible();

  // The rest of the site is on the public site, and the link says so.
  const blog = page.locator('a[data-outside-bundle][href="https://www.rainbond.com/blog"]').first();
  await expect(blog).toHaveCount(1);
  await expect(blog).toHaveAttribute('title', /www\.rainbond\.com/);
  // The other version is not in this bundle; its OpenAPI document is.
  expect(existsSync(path.join(folder, 'docs/5.17'))).toBe(false);
  expect(JSON.parse(readFileSync(path.join(folder, 'openapi/latest.json'), 'utf8'))).toHaveProperty('openapi');
  await expect(page.getByRole('note')).toContainText('V6.2');

  // The navbar's search leads to the bundle's own search page, which finds pages of this version only.
  await page.locator('.navbar button[aria-haspopup=dialog]').click();
  await page.getByRole('dialog').getByRole('searchbox').fill('helm values');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\.html\?q=helm\+values$/);
  await expect(page.locator('[data-bundle-search-status]')).toContainText('helm values');
  const results = page.locator('[data-bundle-search-results] > li');
  await expect(results.first()).toBeVisible();
  const links = await results.locator('h2 a').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(links.length).toBeGreaterThan(2);
  for (const link of links) expect(link).toMatch(/^file:\/\/.+\/rainbond-docs-v6\.2-zh\/docs\/(?!5\.17\/).+\.html$/);
  await expect(results.first().locator('mark').first()).toBeVisible();
  await results.first().locator('h2 a').click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(outside).toEqual([]);
});

test.describe('served by nginx under a sub-path', () => {
  let server: NginxFolder;

  test.beforeAll(async ({ request }) => {
    const bundle = (await bundles(request)).find(({ version, locale }) => version === 'V5.17' && locale === 'en');
    if (bundle === undefined) throw new Error('no V5.17 en bundle is listed');
    server = await serveFolderWithNginx(await unpack(request, bundle), '/docs-mirror/');
  });

  test.afterAll(() => server.stop());

  test('a bundle read under a sub-path keeps to it: pages, links, styles and search', async ({ page }) => {
    const outside = requestsOutside(page, server.url);
    await page.goto(`${server.url}index.html`);
    await expect(page).toHaveURL(`${server.url}docs/5.17.html`);
    await expect(page.locator('.navbar')).toHaveCSS('position', 'sticky');
    await page.locator('.theme-doc-sidebar-menu a.menu__link[href^="5.17/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`^${server.url}docs/5\\.17/.+\\.html$`));
    await expect(page.locator('article h1')).toBeVisible();

    await page.goto(`${server.url}search.html?q=backup`);
    const first = page.locator('[data-bundle-search-results] > li h2 a').first();
    await expect(first).toHaveAttribute('href', /^docs\/5\.17\/.+\.html$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^${server.url}docs/5\\.17/.+\\.html$`));
    await expect(page.locator('article')).toContainText(/backup/i);
    expect(outside).toEqual([]);
  });
});

test('the versions page and each version\'s offline installation page list the bundles with the size and SHA-256 of the files served', async ({ page, request }) => {
  const listed = await bundles(request);
  const rows = async () =>
    page.locator('[data-offline-bundles] tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
  const expected = (bundle: OfflineBundle) => [bundle.version, expect.any(String), path.basename(bundle.file), `${(bundle.bytes / 1024 / 1024).toFixed(1)} MB`, String(bundle.pages), bundle.sha256];

  // As the server sends the page (filled in by the build) ...
  await page.goto('/en/docs/versions');
  expect(await rows()).toEqual(listed.map(expected));
  await page.goto('/docs/5.17/installation/offline');
  expect(await rows()).toEqual(listed.filter(({ version }) => version === 'V5.17').map(expected));
  await expect(page.locator('[data-offline-bundles] a[download]').first()).toHaveAttribute('href', '/downloads/rainbond-docs-v5.17-zh.tar.gz');

  // ... and as the app draws it after a navigation.
  await gotoHydrated(page, '/docs/installation/offline');
  await page.locator('article a[href="/docs/versions#offline-bundles"]').first().click();
  await expect(page).toHaveURL(/\/docs\/versions#offline-bundles$/);
  await expect(page.locator('[data-offline-bundles] tbody tr')).toHaveCount(listed.length);
  expect(await rows()).toEqual(listed.map(expected));
});
