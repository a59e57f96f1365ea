import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

const modal = (page: Page) => page.getByRole('dialog', { name: /^(Search|搜索)$/ });
const searchInput = (page: Page) => modal(page).getByRole('combobox');
const options = (page: Page) => modal(page).getByRole('option');

async function search(page: Page, path: string, query: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(query);
  // Results show before their excerpts and sections load; wait for the complete list.
  await expect(modal(page).locator('[data-search-status]')).toHaveAttribute('data-search-status', 'results');
  await expect(options(page).first()).toBeVisible();
}

/** The result pages in the order the modal lists them, without section hashes. */
async function resultPages(page: Page): Promise<string[]> {
  const urls = await options(page).evaluateAll((elements) => elements.map((element) => (element.getAttribute('href') ?? '').replace(/#.*$/, '')));
  return [...new Set(urls)];
}

test.describe('search results', () => {
  test('each result is a link: Ctrl+click and middle-click open it in a new tab, a plain click in place', async ({ page, context }) => {
    await search(page, '/en/docs', 'helm chart');
    const first = options(page).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/en\/docs\//);
    await expect(first).toHaveJSProperty('tagName', 'A');
    await expect(first).toHaveAttribute('tabindex', '-1');
    // Focus stays in the combobox, which points at the option (keyboard and announcements unchanged).
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);

    const fromCtrlClick = context.waitForEvent('page');
    await first.click({ modifiers: ['ControlOrMeta'] });
    const tab = await fromCtrlClick;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    await tab.close();
    await expect(modal(page), 'the modal stays open behind the new tab').toBeVisible();

    const fromMiddleClick = context.waitForEvent('page');
    await first.click({ button: 'middle' });
    const middleTab = await fromMiddleClick;
    await middleTab.waitForLoadState('domcontentloaded');
    expect(new URL(middleTab.url()).pathname).toBe(href!.replace(/#.*$/, ''));
    await middleTab.close();

    await first.click();
    await expect(modal(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  });

  test('a Chinese product term on the English site finds the English page', async ({ page }) => {
    await search(page, '/en/docs', '离线安装');
    expect((await resultPages(page))[0]).toBe('/en/docs/installation/offline');
  });

  test('an English term on the Chinese site finds the Chinese page', async ({ page }) => {
    await search(page, '/docs', 'app store');
    expect(['/docs/how-to-guides/app-ops/app-store-manage', '/docs/store/marketplace']).toContain((await resultPages(page))[0]);
  });

  test('a compound product term is kept whole: 自动构建 finds the auto-build page first', async ({ page }) => {
    await search(page, '/docs', '自动构建');
    expect((await resultPages(page))[0]).toBe('/docs/how-to-guides/app-ops/auto-build');
  });
});

test.describe('search result details', () => {
  test('pages below the first ones load their sections and excerpts only when they scroll into view', async ({ page }) => {
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/fragment/')) fragments.push(request.url());
    });
    await search(page, '/en/docs', 'Rainbond');
    const groups = modal(page).getByRole('group');
    await expect(groups).toHaveCount(10);
    const last = groups.last();
    // Listed by its title: one option, the page itself, without an excerpt.
    await expect(last.getByRole('option')).toHaveCount(1);
    await expect(last.locator('mark')).toHaveCount(0);
    const before = fragments.length;
    expect(before, 'fragments fetched with the answer').toBeLessThan(10);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('mark').first()).toBeVisible();
    expect(fragments.length).toBeGreaterThan(before);
  });

  test('on the search page too, results below the first ones load their excerpts when they scroll into view', async ({ page }) => {
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/fragment/')) fragments.push(request.url());
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await gotoHydrated(page, '/en/search?q=Rainbond');
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('mark').first()).toBeVisible();
    const last = results.last();
    await expect(last).toHaveAttribute('data-page-url', /^\/en\//);
    await expect(last.locator('mark')).toHaveCount(0);
    const before = fragments.length;
    expect(before, 'fragments fetched with the answer').toBeLessThan(20);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('mark').first()).toBeVisible();
    await expect(last).not.toHaveAttribute('data-page-url');
    expect(fragments.length).toBeGreaterThan(before);
  });
});
