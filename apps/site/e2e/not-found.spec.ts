import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './hydrated';

/** The not-found page of each locale: static ways on, and (with JavaScript) what the missing address suggests. */

const locales = [
  { prefix: '', matches: /与“installation install with helmm”相关的页面/, docsHome: '文档首页', versions: '所有文档版本', search: '搜索本站' },
  { prefix: '/en', matches: /Pages about “installation install with helmm”/, docsHome: 'Documentation home', versions: 'All docs versions', search: 'Search the site' },
] as const;

for (const locale of locales) {
  test.describe(`not-found page ${locale.prefix || '/'}`, () => {
    test('offers the pages its search finds for the words of a mistyped address', async ({ page }) => {
      const response = await page.goto(`${locale.prefix}/docs/installation/install-with-helmm`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const matches = page.locator('[data-not-found-matches]');
      await expect(matches.getByRole('heading')).toHaveText(locale.matches);
      const found = matches.getByRole('listitem').getByRole('link');
      await expect(found.first()).toBeVisible();
      expect(await found.count()).toBeLessThanOrEqual(5);
      const hrefs = await found.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      // The page meant, or its own sub-page (the Chinese index ranks the English words lower).
      expect(hrefs.some((href) => href!.startsWith(`${locale.prefix}/docs/installation/install-with-helm`))).toBe(true);
      await found.first().click();
      await expect(page.locator('article h1')).toBeVisible();
    });

    test('says where an address of an archived version lives', async ({ page }) => {
      await gotoHydrated(page, `${locale.prefix}/docs/5.16/get-start/concept/app`);
      await expect(page.locator('[data-not-found-moved] a')).toHaveAttribute('href', 'https://v5.16-docs.rainbond.com/docs/get-start/concept/app');
    });

    test('says where an old docs address went', async ({ page }) => {
      await gotoHydrated(page, `${locale.prefix}/docs/use-manual/app-store-manage/share-app`);
      const moved = page.locator('[data-not-found-moved] a');
      await expect(moved).toHaveAttribute('href', `${locale.prefix}/docs/5.17/use-manual/app-store-manage/share-app`);
      await moved.click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/5\\.17/use-manual/app-store-manage/share-app$`));
      await expect(page.locator('article h1')).toBeVisible();
    });

    test('loads no search index when the not-found page itself is asked for', async ({ page }) => {
      const searchRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/pagefind/')) searchRequests.push(request.url());
      });
      await gotoHydrated(page, `${locale.prefix}/404.html`);
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
      await expect(page.locator('[data-not-found-matches]')).toHaveCount(0);
      expect(searchRequests).toEqual([]);
    });
  });

  test.describe(`not-found page ${locale.prefix || '/'} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('links the home page, the docs, the versions and search', async ({ page }) => {
      const response = await page.goto(`${locale.prefix}/docs/no-such-page`);
      expect(response?.status()).toBe(404);
      const ways = page.getByRole('navigation').filter({ has: page.locator('#not-found-ways') });
      await expect(ways.getByRole('link', { name: locale.docsHome })).toHaveAttribute('href', `${locale.prefix}/docs`);
      await expect(ways.getByRole('link', { name: locale.versions })).toHaveAttribute('href', `${locale.prefix}/docs/versions`);
      await expect(ways.getByRole('link', { name: locale.search })).toHaveAttribute('href', `${locale.prefix}/search`);
      await ways.getByRole('link', { name: locale.versions }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/versions$`));
    });
  });
}
