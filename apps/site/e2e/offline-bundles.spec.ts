import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OfflineBundle } from '@rainbond/docusaurus-preset';

/**
 * The offline docs bundles (the preset's `offlineBundles`): one archive per docs version and
 * locale, listed with its size and SHA-256, that reads from `file://` and from any static server
 * under any path once unpacked.
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
  // The other version is not in this bundle.
  expect(existsSync(path.join(folder, 'docs/5.17'))).toBe(false);
  expect(outside).toEqual([]);
});

test.describe('served by a static server', () => {
  let server: Server;
  let folder = '';
  let origin = '';

  test.beforeAll(async ({ request }) => {
    const bundle = (await bundles(request)).find(({ version, locale }) => version === 'V5.17' && locale === 'en');
    if (bundle === undefined) throw new Error('no V5.17 en bundle is listed');
    folder = await unpack(request, bundle);
    // A plain static server that serves the bundle under /docs-mirror/ and nothing else.
    server = createServer((req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const file = pathname.startsWith('/docs-mirror/') ? path.join(folder, decodeURIComponent(pathname.slice('/docs-mirror/'.length))) : '';
      if (file === '' || !file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.svg': 'image/svg+xml' };
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '';
  });

  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a bundle read under a sub-path keeps to it: pages, links and styles', async ({ page }) => {
    const outside = requestsOutside(page, `${origin}/docs-mirror/`);
    await page.goto(`${origin}/docs-mirror/index.html`);
    await expect(page).toHaveURL(`${origin}/docs-mirror/docs/5.17.html`);
    await expect(page.locator('.navbar')).toHaveCSS('position', 'sticky');
    await page.locator('.theme-doc-sidebar-menu a.menu__link[href^="5.17/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/docs-mirror/docs/5\\.17/.+\\.html$`));
    await expect(page.locator('article h1')).toBeVisible();
    expect(outside).toEqual([]);
  });
});
