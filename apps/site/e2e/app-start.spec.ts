import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration, waitForIdle } from './hydrated';

/**
 * The preset's `appStart: 'intent'`: a page runs none of the site's scripts until the reader shows
 * intent, answers a tab pressed before hydration at once, and gives the hydrated app the presses
 * it could not answer.
 */

const DOCS_PAGE = '/en/docs/ops-guides/management/buildkit-args';

/** Paths of the site bundle's scripts the page has asked for so far. */
function recordBundleRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.includes('/assets/js/')) requested.push(pathname);
  });
  return requested;
}

/** Holds main.js until `release` is called, so the test acts while the page is surely not hydrated. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/main.*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a page that is only read runs none of the site’s scripts; the first pointer move starts and hydrates it', async ({ page }) => {
  const requested = recordBundleRequests(page);
  await page.goto(DOCS_PAGE, { waitUntil: 'load' });
  // Every task the load queued has run: a script started at load would have been asked for by now.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
  expect(requested).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('tab').first()).toBeVisible();

  await waitForHydration(page);
  expect(requested.some((path) => /\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
});

test('a tab pressed before hydration shows its panel at once, and the hydrated tabs carry on from it', async ({ page }) => {
  const release = await holdMainScript(page);
  await page.goto(DOCS_PAGE, { waitUntil: 'load' });
  const tabs = page.locator('.tabs-container').first().getByRole('tab');
  const panels = page.locator('.tabs-container').first().locator('[role=tabpanel]');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(0)).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

  release();
  await waitForHydration(page);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // React now drives the tabs: going back to the first leaves exactly one panel shown.
  await tabs.nth(0).click();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false');
  await expect(panels.nth(0)).toBeVisible();
  await expect(panels.nth(1)).toBeHidden();
});

test('a grouped tab choice stored on an earlier page shows as the page loads, before the app starts, and the app keeps it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.install-method', 'host'));
  const release = await holdMainScript(page);
  await page.goto(DOCS_PAGE, { waitUntil: 'load' });
  const tabs = page.locator('.tabs-container').first().getByRole('tab');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.tabs-container').first().locator('[role=tabpanel]').nth(1)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  release();
  await waitForHydration(page);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.tabs-container').first().locator('[role=tabpanel]:visible')).toHaveCount(1);
});

test('Ctrl+K before hydration opens a search field at once; what was typed in it reaches the app’s search', async ({ page }) => {
  const release = await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  await page.keyboard.press('Control+k');
  const early = page.locator('[data-search-shell] input');
  await expect(early).toBeFocused();
  await page.keyboard.type('helm');
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

  release();
  const search = page.locator('[role=dialog]:not([data-search-shell]) input[role=combobox]');
  await expect(search).toHaveValue('helm');
  await expect(page.locator('[data-search-shell]')).toHaveCount(0);
  await expect(page.locator('[role=dialog] [role=option]').first()).toBeVisible();
});

test('the early search field closes with Escape, and the hydrated app does not open its search after', async ({ page }) => {
  const release = await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  await page.keyboard.press('/');
  await expect(page.locator('[data-search-shell] input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-search-shell]')).toHaveCount(0);
  await expect(page.locator('button[aria-haspopup=dialog]')).toBeFocused();
  release();
  await waitForHydration(page);
  // A search opened at hydration would have loaded its chunk and drawn itself by now.
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a button no script answers before hydration is pressed again once hydrated: the docs sidebar collapses', async ({ page }) => {
  const release = await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  release();
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test('the menu button before hydration opens the page’s menu at once: its links, Tab kept inside, Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  const menu = page.locator('[data-menu-shell]');
  await expect(page.locator('.navbar-sidebar--show .navbar-sidebar__items')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'GitHub', exact: true })).toBeVisible();
  await expect(menu.locator('.theme-doc-sidebar-menu')).toBeVisible();
  await expect(menu.locator('.navbar-sidebar__close')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Open through hydration: the press was the page's, so the app does not open its own panel on top.
  await toggle.click();
  release();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  await expect(page.locator('nav.navbar.navbar-sidebar--show')).toHaveCount(0);
  await menu.locator('.navbar-sidebar__backdrop').click({ position: { x: 380, y: 400 } });
  await expect(menu).toHaveCount(0);
  // The button is the app's now.
  await toggle.click();
  await expect(page.locator('nav.navbar.navbar-sidebar--show .navbar-sidebar__items')).toBeVisible();
});

test('the not-found page fills its content from the browser, so it starts its scripts at load', async ({ page }) => {
  await page.goto('/en/no/such/page');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test.describe('the search page before the app starts', () => {
  const resultLinks = (page: Page, list: string) => page.locator(`main ${list} > li h2 a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  test('a load of ?q= shows its results without the site’s scripts, and the hydrated page lists the same ones', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const requested = recordBundleRequests(page);
    await page.goto('/en/search?q=helm', { waitUntil: 'load' });
    await expect(page.locator('main [data-search-early] ol > li').first()).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Search results for "helm"');
    await expect(page).toHaveTitle(/^Search results for "helm"/);
    await expect(page.locator('main input[name=q]')).toHaveValue('helm');
    await expect(page.locator('main [data-search-early] p').first()).toHaveText(/^\d+ documents found$/);
    const early = await resultLinks(page, '[data-search-early] ol');
    expect(early.length).toBeGreaterThan(1);
    expect(requested, 'no script of the site has been asked for').toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

    await waitForHydration(page);
    // The app's own list replaces the early one, in the same order.
    await expect(page.locator('main [data-search-early]')).toHaveCount(0);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(await resultLinks(page, 'ol')).toEqual(early);
    await expect(page.locator('main h1')).toHaveText('Search results for "helm"');
    await expect(page.locator('main input[name=q]')).toHaveValue('helm');
    expect(consoleErrors, 'the page hydrates over the early results without a mismatch').toEqual([]);
  });

  test('each search file is fetched once: the app’s search takes what the early script loaded', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/search?q=helm', { waitUntil: 'load' });
    await expect(page.locator('main [data-search-early] ol > li').first()).toBeVisible();
    await waitForHydration(page);
    await expect(page.locator('main [data-search-early]')).toHaveCount(0);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const files = ['/pagefind/pagefind.js', '/search-terms.json', '/pagefind/pages.zh-cn.json'];
    expect(files.map((path) => fetched.filter((url) => url === path).length)).toEqual([1, 1, 1]);
  });

  test('what a reader types in the search field before hydration stays in it', async ({ page }) => {
    const release = await holdMainScript(page);
    await page.goto('/en/search', { waitUntil: 'load' });
    const field = page.locator('main input[name=q]');
    await field.click();
    await field.pressSequentially('kubernetes');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    release();
    await waitForHydration(page);
    await waitForIdle(page);
    await expect(field).toHaveValue('kubernetes');
    // React owns the field now: the button searches for what it holds.
    await page.locator('main form[role=search] button[type=submit]').click();
    await expect(page).toHaveURL(/\/en\/search\?q=kubernetes$/);
    await expect(page.locator('main h1')).toHaveText('Search results for "kubernetes"');
  });

  test('without the app, submitting the search field loads the results page for what was typed', async ({ page }) => {
    await holdMainScript(page);
    await page.goto('/en/search', { waitUntil: 'load' });
    await page.locator('main input[name=q]').fill('helm');
    await page.locator('main input[name=q]').press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=helm$/);
    await expect(page.locator('main [data-search-early] ol > li').first()).toBeVisible();
  });
});

test('fields changed before hydration keep their values and reach the app: the calculator adds them up', async ({ page }) => {
  const release = await holdMainScript(page);
  await page.goto('/en/calculator', { waitUntil: 'load' });
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Memory').fill('8');
  for (const name of ['CPU', 'Storage', 'Network traffic']) await field(name).fill('0');
  await page.getByRole('combobox', { name: 'Duration unit' }).selectOption('day');
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  release();
  await waitForHydration(page);
  // 8 GB × 0.020329 × 24 h, from what was typed before the app ran.
  await expect(page.getByTestId('total')).toHaveText('CN¥3.90');
  await expect(field('Memory')).toHaveValue('8');
  await expect(page.getByRole('combobox', { name: 'Duration unit' })).toHaveValue('day');
});

test('before hydration the page a link leads to is fetched while the pointer rests on it, and following the link uses that copy', async ({ page }) => {
  // The browser makes speculative requests itself, not the page: they show in its Preload domain.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const prefetched: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (event) => event.status === 'Ready' && prefetched.push(new URL(event.prefetchUrl).pathname));
  await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  const next = page.locator('.pagination-nav__link--next');
  await next.hover();
  await expect.poll(() => prefetched).toContain('/en/docs/quick-start/getting-started');
  await next.click();
  await expect(page).toHaveURL(/\/en\/docs\/quick-start\/getting-started$/);
  const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
  expect(delivery).toBe('navigational-prefetch');
});

test('once hydrated, the page drops its speculation rules: the app navigates by itself', async ({ page }) => {
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  await expect(page.locator('script[type=speculationrules]')).toHaveCount(1);
  await waitForHydration(page);
  await expect(page.locator('script[type=speculationrules]')).toHaveCount(0);
});

test('a tap on a navbar dropdown before hydration shows its menu and leaves the page where it is, as the app does', async ({ page }) => {
  await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install#prerequisites', { waitUntil: 'load' });
  const heading = page.locator('#prerequisites');
  await expect(heading).toBeInViewport();
  const dropdown = page.locator('.navbar__item.dropdown', { has: page.locator('> a[href="#"]', { hasText: 'English' }) });
  // A tap: the pointer is over the toggle (a touch screen emulates hover), then the click.
  await dropdown.locator('> a').click();
  await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/docs\/quick-start\/quick-install#prerequisites$/);
  // Not back at the top: the section read stays on screen (images loading above may move it a little).
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a link pressed before hydration loads its page like any static site', async ({ page }) => {
  await holdMainScript(page);
  await page.goto('/en/docs/quick-start/quick-install', { waitUntil: 'load' });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/en\/docs\/quick-start\/getting-started$/);
  await expect(page.locator('article h1')).toBeVisible();
});
