import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/**
 * localStorage and sessionStorage throwing, as in a browser that blocks site data: reading
 * `window.localStorage` raises a SecurityError. Nothing crashes, what they would remember is
 * forgotten, and each storage is reported once in the console, not once per key.
 */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const kind of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, kind, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${kind}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
  });
}

function recordConsole(page: Page): { errors: string[]; storageWarnings: (kind: string) => number } {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { errors, storageWarnings: (kind) => warnings.filter((text) => text.includes(kind)).length };
}

/**
 * Lets React commit what a fired timer scheduled. The installed clock fakes timers and animation
 * frames, but React's scheduler posts to a MessageChannel, so two round trips through one let its
 * render and commit run before a "nothing appeared" assertion.
 */
async function renderPendingUpdates(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
}

test('with both storages throwing, the docs, version choice, search recents and support dialog degrade without a crash', async ({ page }) => {
  await blockStorage(page);
  const log = recordConsole(page);
  await page.clock.install();
  await gotoHydrated(page, '/en/docs');

  // Version memory: the choice works for this navigation, and is not remembered.
  const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: 'V6.2' }) });
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', { name: 'V5.17', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/docs\/5\.17$/);
  await expect(page.locator('article h1')).toContainText('Rainbond');

  // Search: results open; the recent list starts empty and holds the opened page until a reload.
  await page.keyboard.press('Control+k');
  const modal = page.getByRole('dialog', { name: 'Search' });
  await expect(modal.getByText('No recent searches')).toBeVisible();
  await modal.getByRole('combobox').fill('helm');
  const first = modal.getByRole('option').first();
  await expect(first).toBeVisible();
  const hitHref = (await first.getAttribute('href')) ?? '';
  const hitPath = new URL(hitHref, page.url()).pathname;
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === hitPath);
  await page.keyboard.press('Control+k');
  await expect(modal.locator(`a[href="${hitHref}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // The support dialog opens 3 minutes after the first page although later pages changed the
  // route, and once dismissed it does not come back on the next client-side page.
  await page.clock.runFor(181_000);
  const dialog = page.getByRole('dialog', { name: 'Stuck on something in Rainbond?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/docs\/5\.17$/);
  await page.clock.runFor(400_000);
  await renderPendingUpdates(page);
  await expect(dialog).toHaveCount(0);

  expect(log.errors).toEqual([]);
  expect(log.storageWarnings('sessionStorage')).toBe(1);
});

// Docusaurus's storage (colour mode, docs version, announcement bar) and the theme's (search
// recents) both read localStorage: it is reported by the first only.
test('with both storages throwing, each storage is reported once in the console', async ({ page }) => {
  await blockStorage(page);
  const log = recordConsole(page);
  await gotoHydrated(page, '/en/docs');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByText('No recent searches')).toBeVisible();
  expect(log.storageWarnings('localStorage')).toBe(1);
});
