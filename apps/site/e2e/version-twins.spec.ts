import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** Switching the docs version or the language keeps the reader on the same topic. */

async function openVersionMenu(page: Page, current: string) {
  const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: current }) });
  await dropdown.hover();
  return dropdown.locator('.dropdown__menu');
}

for (const prefix of ['', '/en']) {
  test.describe(`version switch ${prefix || '/'}`, () => {
    test('a page that moved between versions leads to its twin, both ways', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/docs/reference/analysis/arthas`);
      let menu = await openVersionMenu(page, 'V6.2');
      await menu.getByRole('link', { name: 'V5.17', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/5\\.17/micro-service/analysis/arthas$`));
      await expect(page.locator('article h1')).toBeVisible();

      menu = await openVersionMenu(page, 'V5.17');
      await expect(menu.getByRole('link', { name: 'V6.2', exact: true })).toHaveAttribute('href', `${prefix}/docs/reference/analysis/arthas`);
    });

    test('a page with the same id in both versions leads to it', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/docs/api/application/bindVolumes`);
      const menu = await openVersionMenu(page, 'V6.2');
      await expect(menu.getByRole('link', { name: 'V5.17', exact: true })).toHaveAttribute('href', `${prefix}/docs/5.17/api/application/bindVolumes`);
    });

    test('a page without a twin leads to the version home, which says why', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/docs/faq`);
      const menu = await openVersionMenu(page, 'V6.2');
      await menu.getByRole('link', { name: 'V5.17', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/5\\.17\\?version-switch=no-twin$`));
      await expect(page.locator('[data-version-switch-notice]')).toContainText('V5.17');
      await expect(page.locator('[data-version-switch-notice]')).toHaveAttribute('role', 'status');
    });

    test('the version home reached directly shows no notice', async ({ page }) => {
      await gotoHydrated(page, `${prefix}/docs/5.17`);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('[data-version-switch-notice]')).toHaveCount(0);
    });
  });
}

test.describe('language switch', () => {
  for (const { from, label, to } of [
    { from: '/docs/5.17/micro-service/analysis/arthas', label: 'English', to: '/en/docs/5.17/micro-service/analysis/arthas' },
    { from: '/en/docs/installation/install-with-helm', label: '简体中文', to: '/docs/installation/install-with-helm' },
  ]) {
    test(`${from} switches to ${to}`, async ({ page }) => {
      await gotoHydrated(page, from);
      await page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: label === 'English' ? '简体中文' : 'English' }) }).hover();
      await page.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\./g, '\\.')}$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});
