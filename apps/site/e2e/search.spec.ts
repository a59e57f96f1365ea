import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

const modal = (page: Page) => page.getByRole('dialog', { name: /^(Search|搜索)$/ });
const searchInput = (page: Page) => modal(page).getByRole('combobox');

/** Opens the modal with its shortcut, which works once the page has hydrated (see gotoHydrated). */
async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

test.describe('search', () => {
  test('no search code or index is fetched before the reader opens search', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await gotoHydrated(page, '/docs');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => url.includes('/pagefind/') || url.includes('search-terms'))).toEqual([]);
    await openSearch(page);
    await expect(modal(page)).toBeVisible();
    await searchInput(page).fill('Rainbond');
    await expect.poll(() => fetched.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    await expect.poll(() => fetched.some((url) => url.endsWith('/search-terms.json'))).toBe(true);
  });

  test('Ctrl+K and / open the modal, Escape closes it and focus returns to the search box', async ({ page }) => {
    await gotoHydrated(page, '/en/docs');
    await openSearch(page);
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.locator('article').click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('typing a key on the focused search box opens the modal with that key as the query', async ({ page }) => {
    await gotoHydrated(page, '/en/docs');
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('h');
    await expect(searchInput(page)).toHaveValue('h');
  });

  test('the query is limited to 64 characters', async ({ page }) => {
    await gotoHydrated(page, '/en/docs');
    await openSearch(page);
    await searchInput(page).fill('x'.repeat(80));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
  });

  test('a Chinese query finds the Chinese page, and Enter opens the first hit', async ({ page }) => {
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    await searchInput(page).fill('离线安装');
    // Results show before their excerpts and sections load; the first hit may then move to a section.
    await expect(modal(page).locator('[data-search-status]')).toHaveAttribute('data-search-status', 'results');
    const first = modal(page).getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(modal(page).getByRole('listbox')).toContainText('离线');
    const firstUrl = await first.getAttribute('data-url');
    expect(firstUrl).toMatch(/^\/(?!en\/)/);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(firstUrl);
  });

  test('an English query finds English pages only', async ({ page }) => {
    await gotoHydrated(page, '/en/docs');
    await openSearch(page);
    await searchInput(page).fill('helm chart');
    await expect(modal(page).getByRole('option').first()).toBeVisible();
    const hrefs = await modal(page).getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('data-url')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/en\//);
  });

  test('on a 5.17 page only 5.17 docs (and unversioned pages) are found', async ({ page }) => {
    await gotoHydrated(page, '/docs/5.17');
    await openSearch(page);
    await searchInput(page).fill('Rainbond');
    await expect(modal(page).getByRole('option').first()).toBeVisible();
    const hrefs = await modal(page).getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('data-url') ?? ''));
    const docs = hrefs.filter((href) => href.startsWith('/docs'));
    expect(docs.length).toBeGreaterThan(0);
    for (const href of docs) expect(href).toMatch(/^\/docs\/5\.17/);
  });

  test('the V5.17 user manual is found from a V5.17 page', async ({ page }) => {
    await gotoHydrated(page, '/docs/5.17');
    await openSearch(page);
    await searchInput(page).fill('组件自动伸缩');
    await expect(modal(page).getByRole('option').first()).toHaveAttribute('data-url', /^\/docs\/5\.17\/use-manual\//);
  });

  test('the 2021 and 2022 blog posts are found', async ({ page }) => {
    await gotoHydrated(page, '/en/blog');
    await openSearch(page);
    await searchInput(page).fill('Harbor');
    await expect(modal(page).locator('[role=option][data-url^="/en/blog/Harbor"]').first()).toBeVisible();
  });

  test('a query without hits shows the no-results texts and a report link', async ({ page }) => {
    await gotoHydrated(page, '/en/docs');
    await openSearch(page);
    // Pagefind falls back to shorter and shorter prefixes of an unknown word (down to its first
    // letter), so the query is in a script no word of the site starts with: runes.
    const query = 'ᚠᚢᚦᚨᚱ';
    await searchInput(page).fill(query);
    await expect(modal(page)).toContainText('No results for');
    await expect(modal(page)).toContainText('Try searching for');
    await expect(modal(page)).toContainText('Believe this query should return results?');
    await expect(modal(page).getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', new RegExp(encodeURIComponent(query)));
  });

  test('when the index cannot be fetched the failure text is shown', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await gotoHydrated(page, '/en/docs');
    await openSearch(page);
    await searchInput(page).fill('install');
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
  });

  test('the search page reads q, lists results and shows an injected script as text', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await gotoHydrated(page, '/en/search?q=install');
    await expect(page.locator('h1')).toHaveText('Search results for "install"');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(consoleErrors, 'the page hydrates without a mismatch').toEqual([]);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await gotoHydrated(page, `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.locator('h1')).toContainText('<script>alert(1)</script>');
    expect(dialogs).toEqual([]);
  });

  test('the search page filters by version and type', async ({ page }) => {
    await gotoHydrated(page, '/search?q=Rainbond&type=docs&version=V5.17');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const hrefs = await page.locator('main ol > li h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/docs\/5\.17/);
  });
});
