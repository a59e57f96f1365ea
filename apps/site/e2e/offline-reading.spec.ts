import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { OfflineManifest } from '@rainbond/docusaurus-theme';
import { serveBuild } from '@rainbond/tools/static-build-server';
import { gotoHydrated, waitForHydration } from './hydrated';

/**
 * Offline reading in the browser (the theme's `offlineReading`): a reader saves a docs version
 * with the button under a docs page, then reads and searches it with the network gone, and a new
 * build of the site replaces what was saved. The worker exists only for a reader who asks.
 */

test('a reader who does not ask for offline reading gets no service worker and fetches none of its files', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/docs/quick-start/quick-install');
  await expect(page.getByRole('button', { name: '离线保存 V6.2 文档' })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(fetched.filter((pathname) => pathname.startsWith('/offline'))).toEqual([]);
});

test('the worker and each version manifest are served, the manifest listing the version and its search', async ({ request }) => {
  const worker = await request.get('/offline-sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const manifest = (await (await request.get('/offline/en/v5.17.json')).json()) as OfflineManifest;
  expect(manifest).toMatchObject({ version: 'V5.17', locale: 'en', home: '/en/docs/5.17' });
  const urls = manifest.files.map(([url]) => url);
  expect(urls).toContain('/en/docs/5.17/installation/offline');
  expect(urls).toContain('/en/search');
  expect(urls.some((url) => /^\/pagefind\/index\/en-us_/.test(url))).toBe(true);
  expect(urls.filter((url) => /^\/en\/docs\/(?!5\.17)/.test(url) || /zh-cn/.test(url) || url.includes('/assets/js/'))).toEqual([]);
});

test('a saved version reads and searches without a network, says it is the saved copy, and a new build replaces it', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'node', 'runs against a server of its own, the same for both projects');
  // Saving some 1,100 files on a loaded machine takes a while; each step still waits for its event.
  test.setTimeout(300_000);
  const server = await serveBuild(path.resolve(__dirname, '../build'));
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const status = page.locator('[data-offline-reading] [role=status]');
  /** The network gone: the site's server refuses connections, and the browser is offline. */
  const goOffline = async () => {
    await server.stop();
    await context.setOffline(true);
  };
  const goOnline = async () => {
    await context.setOffline(false);
    await server.start();
  };

  await test.step('save V6.2 from a docs page', async () => {
    await gotoHydrated(page, '/docs/quick-start/quick-install');
    await page.getByRole('button', { name: '离线保存 V6.2 文档' }).click();
    await expect(status).toContainText('V6.2 文档已可离线阅读', { timeout: 240_000 });
    await expect(page.getByRole('button', { name: '删除离线副本' })).toBeVisible();
  });

  await test.step('without a network, pages of V6.2 come from the saved copy and say so', async () => {
    await goOffline();
    await page.goto('/docs/installation/offline');
    await expect(page.locator('[data-offline-copy]')).toContainText('V6.2 文档保存在本机的副本');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('[data-offline-bundles] tbody tr').first()).toBeVisible();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/installation\/offline$/);
    await expect(page.locator('[data-offline-copy]')).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible();
  });

  await test.step('search finds V6.2 pages without a network, from the navbar as from the search page', async () => {
    await page.locator('.navbar button[aria-haspopup=dialog]').click();
    await page.getByRole('dialog').getByRole('searchbox').fill('helm');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=helm$/);
    // The index covers every version; the results of V6.2 are those saved.
    const results = page.locator('[data-search-early] a[href^="/docs/"]:not([href^="/docs/5.17"])');
    await expect(results.first()).toBeVisible();
    await results.first().click();
    await expect(page.locator('[data-offline-copy]')).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible();
  });

  await test.step('a page that is not saved says so and leads to the saved version', async () => {
    await page.goto('/blog');
    await expect(page.locator('[data-offline-copy]')).toContainText('不在本机保存的文档副本中');
    await page.getByRole('link', { name: 'V6.2 (zh)' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  await test.step('a new build of the site replaces the saved copy', async () => {
    await goOnline();
    const current = (await (await context.request.get('/offline/zh/v6.2.json')).json()) as OfflineManifest;
    const changed = '/docs/installation/offline';
    const html = (await (await context.request.get(changed)).text()).replace(/<h1\b([^>]*)>/, '<h1$1><span id=new-build>New build: </span>');
    server.replace(changed, html);
    server.replace('/offline/zh/v6.2.json', JSON.stringify({ ...current, build: 'new-build', made: '2030-01-02T00:00:00.000Z', files: current.files.map(([url, hash]) => [url, url === changed ? 'changed' : hash]) }));
  });

  await test.step('opening a saved page online fetches the new build into the copy', async () => {
    await page.goto('/docs/quick-start/quick-install');
    await expect(page.locator('[data-offline-copy]')).toHaveCount(0);
    await waitForHydration(page);
    await expect(status).toContainText('2030-01-02');
  });

  await test.step('without a network again, the saved copy is the new build', async () => {
    await goOffline();
    await page.goto('/docs/installation/offline');
    await expect(page.locator('[data-offline-copy]')).toContainText('2030-01-02');
    await expect(page.locator('#new-build')).toBeVisible();
  });

  await test.step('a newer build that cannot be saved leaves the copy as it is, and the copy says it is behind', async () => {
    await goOnline();
    const saved = (await (await context.request.get('/offline/zh/v6.2.json')).json()) as OfflineManifest;
    server.replace('/offline/zh/v6.2.json', JSON.stringify({ ...saved, build: 'newest-build', files: [...saved.files, ['/docs/not-deployed-yet', 'missing']] }));
    await page.goto('/docs/quick-start/quick-install');
    await waitForHydration(page);
    await expect(status).toContainText('站点已有更新的版本，但暂时没能保存下来');
    await goOffline();
    await page.goto('/docs/installation/offline');
    await expect(page.locator('[data-offline-copy]')).toContainText('站点已发布了更新的文档');
    await expect(page.locator('#new-build')).toBeVisible();
  });

  await test.step('removing the copy unregisters the worker once nothing is saved', async () => {
    await goOnline();
    await gotoHydrated(page, '/docs/quick-start/quick-install');
    await page.getByRole('button', { name: '删除离线副本' }).click();
    await expect(page.getByRole('button', { name: '离线保存 V6.2 文档' })).toBeEnabled();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });

  await context.close();
});
