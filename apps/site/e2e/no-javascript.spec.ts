import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydrated';

/**
 * With JavaScript off every template is still a readable page of plain links: the static HTML is
 * all a reader gets. Each page has its heading and text, and a link of its header leads on.
 */
test.use({ javaScriptEnabled: false });

const templates = [
  { template: 'home', path: '/' },
  { template: 'home', path: '/en/' },
  { template: 'marketing', path: '/enterprise_server' },
  { template: 'marketing', path: '/en/calculator' },
  { template: 'case', path: '/case/boe' },
  { template: 'case', path: '/en/case/boe' },
  { template: 'docs', path: '/docs/quick-start/quick-install' },
  { template: 'docs', path: '/en/docs/quick-start/quick-install' },
  { template: 'api', path: '/docs/api/application/bindVolumes' },
  { template: 'api', path: '/en/docs/api/application/bindVolumes' },
  { template: 'blog post', path: '/blog/whatrainbond' },
  { template: 'blog post', path: '/en/blog/whatrainbond' },
  { template: 'blog index', path: '/blog' },
  { template: 'blog index', path: '/en/blog' },
  { template: 'search', path: '/search' },
  { template: 'search', path: '/en/search' },
  { template: '404', path: '/no/such/page' },
  { template: '404', path: '/en/no/such/page' },
] as const;

/** The first internal link of the page's header (the docs navbar or the marketing header). */
const headerLink = (page: Page) => page.locator('nav a[href^="/"]:visible').first();

for (const { template, path } of templates) {
  test(`${template} ${path} is readable and its header links lead on without JavaScript`, async ({ page }) => {
    await page.goto(path);
    // Blog lists have no visible h1: each post's title is an h2.
    await expect(page.locator('h1:visible, main h2').first()).toBeVisible();
    expect((await page.locator('main').first().innerText()).trim().length).toBeGreaterThan(20);
    const link = headerLink(page);
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await link.click();
    await page.waitForURL((url) => url.pathname === new URL(href!, page.url()).pathname);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

for (const path of ['/docs/installation/install-with-helm', '/en/docs/installation/install-with-helm']) {
  test(`${path}: every tab panel is shown under its label without JavaScript`, async ({ page }) => {
    await page.goto(path);
    const tabs = page.locator('.tabs-container').first();
    const labels = tabs.locator('.tabs__noscript-label');
    const panels = tabs.locator('[role="tabpanel"]');
    const count = await panels.count();
    expect(count).toBeGreaterThan(1);
    await expect(labels).toHaveCount(count);
    await expect(tabs.getByRole('tablist')).toBeHidden();
    const tabNames = await tabs.locator('[role="tab"]').allTextContents();
    for (let index = 0; index < count; index += 1) {
      await expect(labels.nth(index)).toHaveText(tabNames[index]!);
      await expect(labels.nth(index)).toBeVisible();
      await expect(panels.nth(index)).toBeVisible();
      // Each label comes right before its panel.
      expect(await labels.nth(index).evaluate((label) => label.nextElementSibling?.getAttribute('role'))).toBe('tabpanel');
    }
  });
}

for (const { path, text, sitemap } of [
  { path: '/search', text: '搜索需要 JavaScript', sitemap: '/sitemap.xml' },
  { path: '/en/search', text: 'Search needs JavaScript', sitemap: '/en/sitemap.xml' },
]) {
  test(`${path} says that search needs JavaScript and links to the sitemap`, async ({ page, request }) => {
    await page.goto(`${path}?q=install`);
    const notice = page.locator('main p', { hasText: text });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveAttribute('href', sitemap);
    expect((await request.get(sitemap)).status()).toBe(200);
  });
}

test('with JavaScript on, the tab labels and the search notice stay hidden', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/en/docs/installation/install-with-helm');
  await waitForHydration(page);
  await expect(page.locator('.tabs__noscript-label').first()).toBeHidden();
  await expect(page.locator('[role="tabpanel"]:visible')).toHaveCount(await page.locator('.tabs-container').count());
  await page.goto('/en/search');
  await expect(page.locator('main p', { hasText: 'Search needs JavaScript' })).toHaveCount(0);
  await context.close();
});
