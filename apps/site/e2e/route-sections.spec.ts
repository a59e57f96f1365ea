import { expect, test, type Page } from '@playwright/test';
import { bundleScriptsOf } from './page-scripts';
import { gotoHydrated } from './hydrated';

/*
 * Route data travels in route sections (src/plugins/route-registry): a docs version's large path
 * segments (/docs/api), the rest of the version, the blog. These tests cross sections the way
 * readers do, with client-side navigation, and check what depends on a section's data.
 */

/** Marks the document, so a test can tell a client-side navigation from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/** Navigates inside the app, as a link click does, to a path no link on the page may have. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('client-side navigation crosses sections: home, docs, the API reference, the blog and back', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await gotoHydrated(page, '/');
  await markDocument(page);

  await page.locator('header').getByRole('link', { name: '文档', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/?$/);
  await expect(page.locator('article h1')).toBeVisible();

  await navigateInApp(page, '/docs/api/application/bindVolumes');
  await expect(page.locator('article h1')).toHaveText('为组件挂载存储');
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();

  await navigateInApp(page, '/blog/whatrainbond');
  await expect(page.locator('article h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/Rainbond/);

  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('为组件挂载存储');
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

/** The route chunks a page's HTML names after the runtime and the main bundle: its section index, if its route has one, then its section. */
async function routeScriptsOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return bundleScriptsOf(html).filter((src) => !src.includes('runtime~main') && !/\/main\.[0-9a-f]+\.js$/.test(src));
}

async function sectionScriptOf(page: Page, path: string): Promise<string> {
  const section = (await routeScriptsOf(page, path)).at(-1);
  if (section === undefined) throw new Error(`${path} names no route section in its HTML`);
  return section;
}

test('a page names its route section in its HTML, after the section index of a route with several sections', async ({ page }) => {
  const api = await routeScriptsOf(page, '/docs/api/application/bindVolumes');
  const guide = await routeScriptsOf(page, '/docs/quick-start/quick-install');
  expect(api).toHaveLength(2);
  expect(guide).toHaveLength(2);
  expect(api[0], 'the V6.2 docs share their section index').toBe(guide[0]);
  expect(api[1]).not.toBe(guide[1]);
  expect(await routeScriptsOf(page, '/blog/whatrainbond'), 'the blog is one section, without an index').toHaveLength(1);
});

test('hovering a link into another section loads that section before the click', async ({ page }) => {
  const blogSection = await sectionScriptOf(page, '/blog');
  await gotoHydrated(page, '/docs/quick-start/quick-install');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await markDocument(page);
  await page.locator('.navbar').getByText('深入', { exact: true }).hover();
  const blogLink = page.locator('.navbar').getByRole('link', { name: '博客', exact: true });
  await blogLink.hover();
  await expect.poll(() => scripts, { message: 'hovering loads the blog section' }).toContain(blogSection);
  await page.waitForLoadState('networkidle');
  const fetchedOnHover = scripts.length;
  await blogLink.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(scripts.slice(fetchedOnHover), 'the click does not fetch the section again').not.toContain(blogSection);
});

for (const [label, open] of [
  ['on a page loaded directly', async (page: Page) => gotoHydrated(page, '/docs/api/application/bindVolumes')],
  [
    'after client-side navigation from the home page',
    async (page: Page) => {
      await gotoHydrated(page, '/');
      await navigateInApp(page, '/docs/api/application/bindVolumes');
      await expect(page.locator('article h1')).toHaveText('为组件挂载存储');
    },
  ],
] as const) {
  test(`the version dropdown links to the same page in V5.17 ${label}`, async ({ page }) => {
    await open(page);
    const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> .navbar__link', { hasText: 'V6.2' }) });
    await dropdown.hover();
    await expect(dropdown.locator('.dropdown__menu').getByRole('link', { name: 'V5.17', exact: true })).toHaveAttribute('href', '/docs/5.17/api/application/bindVolumes');
  });
}

for (const path of ['/blog/no-such-post', '/docs/api/no-such-page', '/en/blog/no-such-post']) {
  test(`${path} answers 404 with the not-found page, also after client-side navigation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const notFound = path.startsWith('/en') ? 'Page Not Found' : '找不到页面';
    await expect(page.locator('h1')).toHaveText(notFound);

    await gotoHydrated(page, path.startsWith('/en') ? '/en/' : '/');
    await navigateInApp(page, path);
    await expect(page.locator('h1')).toHaveText(notFound);
  });
}
