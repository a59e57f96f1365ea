import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** The bottom of the sticky docs navbar, in viewport pixels. */
const navbarBottom = (page: Page) => page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);

async function expectBelowNavbar(page: Page, id: string): Promise<void> {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(await navbarBottom(page));
}

test('a navigation to a hash puts the target in view below the sticky navbar', async ({ page }) => {
  await gotoHydrated(page, '/en/docs/installation/install-with-helm');
  const tocLinks = page.locator('.table-of-contents a');
  const last = tocLinks.last();
  const id = decodeURIComponent(((await last.getAttribute('href')) ?? '').replace(/^#/, ''));
  expect(id).not.toBe('');
  await last.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expectBelowNavbar(page, id);

  // A full page load with the hash as well.
  await gotoHydrated(page, `/en/docs/installation/install-with-helm#${id}`);
  await expectBelowNavbar(page, id);
});

test('a change of only the query keeps the scroll position and the focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, '/en/search?q=install');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
  const typeFilter = page.getByRole('combobox', { name: 'Type' });
  await typeFilter.focus();
  await typeFilter.selectOption('docs');
  await expect(page).toHaveURL(/type=docs/);
  // The docs-only results render after the route has updated, when a scroll would have happened.
  await expect
    .poll(() => page.locator('main ol > li h2 a').evaluateAll((links) => links.length > 0 && links.every((link) => link.getAttribute('href')?.startsWith('/en/docs'))))
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
  await expect(typeFilter).toBeFocused();
});

test('a link to another page takes the view to the top and the keyboard to the skip link of the new page', async ({ page }) => {
  await gotoHydrated(page, '/en/docs/installation/install-with-helm');
  const next = page.locator('.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).not.toHaveURL(/install-with-helm$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});
