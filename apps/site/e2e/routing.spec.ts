import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './hydrated';

const redirects = [
  ['/docs/micro-service/example/blade', '/docs/how-to-guides/micro-service-deploy/blade-example'],
  ['/docs/micro-service/example/pig', '/docs/how-to-guides/micro-service-deploy/pig-example'],
  ['/docs/use-manual/component-manage/build-source/auto_build', '/docs/how-to-guides/app-ops/auto-build'],
] as const;

for (const [from, to] of redirects) {
  test(`redirects ${from} to ${to}`, async ({ page }) => {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await expect(page.locator('article h1')).toBeVisible();
  });
}

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('找不到页面');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
});

test('an unknown English path shows the English not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

for (const variant of ['/en/docs/versions.html', '/en/docs/versions/index.html']) {
  test(`${variant} shows /en/docs/versions`, async ({ page }) => {
    await page.goto('/en/docs/versions');
    const title = await page.locator('article h1').textContent();

    const response = await page.goto(variant);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText(title ?? '');
    await expect(page.locator('h1', { hasText: 'Page Not Found' })).toHaveCount(0);
  });
}

for (const [variant, route] of [
  ['/calculator.html', '/calculator'],
  ['/en/index.html', '/en/'],
  ['/en/docs/versions/index.html', '/en/docs/versions'],
] as const) {
  test(`${variant} is drawn once and the address becomes ${route}`, async ({ page }) => {
    const response = await page.goto(variant);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(route);
    await expect(page.locator('h1')).toHaveCount(1);
    // The site footer, not a docs page's own (last updated, edit link), which is a <footer> too.
    await expect(page.locator('footer:not(.theme-doc-footer)')).toHaveCount(1);
  });
}

test('a slow client-side navigation shows the progress bar until the new page renders', async ({ page }) => {
  // The next page's chunks are held back until the bar has shown, so the navigation outlasts the
  // bar's 200 ms delay on any machine. Routing from the start also turns the HTTP cache off, so
  // chunks prefetched while the page was idle are fetched again, through the hold.
  let holding = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    if (holding) await released;
    await route.continue();
  });
  await gotoHydrated(page, '/docs/quick-start/quick-install');
  holding = true;
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: '部署你的第一个应用' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-route-loading', '');
  await expect(page.locator('article h1')).not.toHaveText('部署你的第一个应用');
  release();
  await expect(page.locator('article h1')).toHaveText('部署你的第一个应用');
  await expect(page.locator('html')).not.toHaveAttribute('data-route-loading');
});

test('client-side navigation between docs pages loads the new page without a reload', async ({ page }) => {
  await gotoHydrated(page, '/docs/quick-start/quick-install');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: '部署你的第一个应用' }).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/getting-started$/);
  await expect(page.locator('article h1')).toHaveText('部署你的第一个应用');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('route prefetches wait for idle time instead of running in the task that asks for them', async ({ page }) => {
  await gotoHydrated(page, '/docs/quick-start/quick-install');
  const prefetchLinks = page.locator('head link[rel="prefetch"]');
  const { before, sameTask } = await page.evaluate(() => {
    const count = () => document.querySelectorAll('head link[rel="prefetch"]').length;
    const start = count();
    // Docusaurus's own prefetch adds its <link rel="prefetch"> elements synchronously.
    void (window as unknown as { docusaurus: { prefetch: (path: string) => unknown } }).docusaurus.prefetch('/blog/whatrainbond');
    return { before: start, sameTask: count() - start };
  });
  expect(sameTask).toBe(0);
  await expect.poll(() => prefetchLinks.count()).toBeGreaterThan(before);
});
