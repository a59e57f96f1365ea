import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/*
 * Each sidebar of a docs version is a module of its own that only the pages of that sidebar load
 * (src/plugins/lean-docs/sidebar-modules.ts, the theme's DocRoot). These tests check that a page
 * shows its own sidebar, directly and after client-side navigation between sidebars.
 */

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-menu');

async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const [prefix, guides, api] of [
  ['', '快速开始', '应用 API'],
  ['/en', 'Quick start', 'Application API'],
] as const) {
  test(`${prefix}/docs: the guides and the API reference each show their own sidebar, also after navigating between them`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await gotoHydrated(page, `${prefix}/docs/api/application/bindVolumes`);
    await expect(sidebar(page)).toContainText(api);
    await expect(sidebar(page)).not.toContainText(guides);

    await navigateInApp(page, `${prefix}/docs/quick-start/quick-install`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/quick-start/quick-install$`));
    await expect(sidebar(page)).toContainText(guides);
    await expect(sidebar(page)).not.toContainText(api);
    await expect(sidebar(page).locator('a.menu__link--active').last()).toHaveAttribute('href', `${prefix}/docs/quick-start/quick-install`);

    await page.goBack();
    await expect(sidebar(page)).toContainText(api);
    await expect(sidebar(page)).not.toContainText(guides);
    expect(errors).toEqual([]);
  });
}

test('the V5.17 introduction shows the V5.17 guides sidebar', async ({ page }) => {
  await gotoHydrated(page, '/docs/5.17');
  await expect(sidebar(page).locator('a.menu__link--active[href="/docs/5.17"]')).toBeVisible();
  await expect(sidebar(page)).toContainText('使用手册');
  await expect(sidebar(page)).not.toContainText('企业 API');
});
