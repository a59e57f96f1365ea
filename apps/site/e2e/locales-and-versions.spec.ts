import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

test.describe('locales', () => {
  test('serves the Chinese home at / and the English home at /en/', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('main')).toContainText('云原生应用管理平台');

    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('main')).toContainText('Cloud-native application management');
  });

  test('switches locale from the navbar and stays on the same page', async ({ page }) => {
    await gotoHydrated(page, '/docs/versions');
    await page.locator('.navbar__item.dropdown', { hasText: '简体中文' }).hover();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/docs\/versions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

const introPages = [
  { path: '/docs', lang: 'zh-CN', version: 'V6.2' },
  { path: '/docs/5.17', lang: 'zh-CN', version: 'V5.17' },
  { path: '/en/docs', lang: 'en-US', version: 'V6.2' },
  { path: '/en/docs/5.17', lang: 'en-US', version: 'V5.17' },
] as const;

test.describe('docs versions', () => {
  for (const intro of introPages) {
    test(`${intro.path} is the ${intro.version} introduction`, async ({ page }) => {
      const response = await page.goto(intro.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', intro.lang);
      await expect(page.locator('article h1')).toContainText('Rainbond');
      await expect(page.locator('.navbar .dropdown > .navbar__link', { hasText: /^V\d/ })).toHaveText(intro.version);
      if (intro.lang === 'en-US') {
        await expect(page.locator('article')).not.toContainText(/\p{Script=Han}/u);
      }
    });
  }

  test('the version dropdown lists both versions, the archived ones and all versions', async ({ page }) => {
    await gotoHydrated(page, '/en/docs');
    const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: 'V6.2' }) });
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', { name: 'V6.2', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'V5.17', exact: true })).toHaveAttribute('href', '/en/docs/5.17');
    for (const archived of ['5.16', '5.15', '5.14', '5.13', '5.12', '5.11', '5.10']) {
      await expect(menu.getByRole('link', { name: `V${archived}` })).toHaveAttribute('href', `https://v${archived}-docs.rainbond.com/docs/`);
    }
    await menu.getByRole('link', { name: 'All versions' }).click();
    await expect(page).toHaveURL(/\/en\/docs\/versions$/);
  });

  for (const versionsPage of ['/docs/versions', '/en/docs/versions']) {
    test(`${versionsPage} lists every version, the archived ones linking to their own sites`, async ({ page }) => {
      await page.goto(versionsPage);
      const article = page.locator('article');
      const prefix = versionsPage.startsWith('/en') ? '/en' : '';
      await expect(article.locator(`a[href="${prefix}/docs/5.17"]`).first()).toBeVisible();
      for (const archived of ['5.16', '5.15', '5.14', '5.13', '5.12', '5.11', '5.10']) {
        await expect(article.locator(`a[href="https://v${archived}-docs.rainbond.com/docs/"]`).first()).toBeVisible();
      }
    });
  }

  test('remembers the version chosen in the dropdown for the Docs link', async ({ page }) => {
    // Each Docs link reads the stored choice once the page has hydrated; before that it is the
    // server's link to the latest version.
    await gotoHydrated(page, '/docs');
    const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: 'V6.2' }) });
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').getByRole('link', { name: 'V5.17', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/5\.17$/);

    // The home page has the marketing header: its Docs link follows the choice too.
    await gotoHydrated(page, '/');
    const headerDocsLink = page.locator('header').getByRole('link', { name: '文档', exact: true });
    await expect(headerDocsLink).toHaveAttribute('href', '/docs/5.17');
    await headerDocsLink.click();
    await expect(page).toHaveURL(/\/docs\/5\.17$/);

    await gotoHydrated(page, '/blog');
    const navbarDocsLink = page.locator('.navbar').getByRole('link', { name: '文档', exact: true });
    await expect(navbarDocsLink).toHaveAttribute('href', '/docs/5.17');
    await navbarDocsLink.click();
    await expect(page).toHaveURL(/\/docs\/5\.17$/);
  });
});

test('a remembered docs version that no longer exists is cleared, and the Docs link goes to the latest', async ({ page }) => {
  await gotoHydrated(page, '/en/docs');
  const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: 'V6.2' }) });
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', { name: 'V5.17', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/docs\/5\.17$/);
  const stored = () => page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('docs-preferred-version')));
  await expect.poll(stored).toEqual([[expect.any(String), '5.17']]);
  const key = (await stored())[0]![0];

  // A version the site no longer has, as after an upgrade that dropped it.
  await page.evaluate((storageKey) => localStorage.setItem(storageKey, '5.9'), key);
  await gotoHydrated(page, '/en/blog');
  await expect.poll(stored).toEqual([]);
  await expect(page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/en/docs');
});
