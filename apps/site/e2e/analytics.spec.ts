import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from './csp-violations';
import { gotoHydrated, waitForIdle } from './hydrated';

/** The provider's static host (themeConfig.analytics); every request to it is answered by a local stub. */
const PROVIDER = 'https://static.goodrain.com/';
const SCRIPT_IDS = ['baidu-statistics', 'hotjar'];

type AnalyticsWindow = Window & { __analyticsRan?: { id: string; at: number }[] };

/** Routes the provider's scripts to a stub that records when it ran; returns the URLs requested. */
async function stubProvider(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${PROVIDER}**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: '(window.__analyticsRan = window.__analyticsRan || []).push({ id: document.currentScript.id, at: performance.now() });',
    });
  });
  return requested;
}

/** Analytics stay off in automated browsers (navigator.webdriver); this test plays a real visitor. */
async function asVisitor(page: Page, privacy: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}): Promise<void> {
  await page.addInitScript((signals) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    if (signals.doNotTrack !== undefined) Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => signals.doNotTrack });
    if (signals.globalPrivacyControl !== undefined) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => signals.globalPrivacyControl });
  }, privacy);
}

/** Waits until the page has loaded and its main thread has been idle twice: after the loader's idle callback. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForIdle(page);
  await waitForIdle(page);
}

test.describe('analytics', () => {
  test('a visitor gets both scripts, async, after the load event, once per visit, with no CSP violation', async ({ page }) => {
    const requested = await stubProvider(page);
    const violations = await recordCspViolations(page);
    await asVisitor(page);
    await gotoHydrated(page, '/en/docs');
    await expect.poll(() => page.evaluate(() => (window as AnalyticsWindow).__analyticsRan?.length ?? 0)).toBe(2);

    const { ran, loadEventEnd, scripts } = await page.evaluate(() => ({
      ran: (window as AnalyticsWindow).__analyticsRan ?? [],
      loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: Array.from(document.querySelectorAll<HTMLScriptElement>('script[src^="https://static.goodrain.com/"]')).map((script) => ({ id: script.id, async: script.async })),
    }));
    expect(ran.map(({ id }) => id).sort()).toEqual(SCRIPT_IDS);
    for (const { id, at } of ran) expect(at, `${id} ran after the load event`).toBeGreaterThanOrEqual(loadEventEnd);
    expect(scripts.sort((a, b) => a.id.localeCompare(b.id))).toEqual(SCRIPT_IDS.map((id) => ({ id, async: true })));
    expect(requested.sort()).toEqual([`${PROVIDER}docusaurus/baidu-statistics.js`, `${PROVIDER}docusaurus/hotjar.js`]);

    // A client-side navigation keeps them: nothing is requested again.
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/en/blog');
    await settle(page);
    expect(requested).toHaveLength(2);
    expect(await violations()).toEqual([]);
  });

  test('a visitor who only reads, whose page never starts the site’s scripts, is counted too', async ({ page }) => {
    const requested = await stubProvider(page);
    await asVisitor(page);
    await page.goto('/en/docs');
    await expect.poll(() => page.evaluate(() => (window as AnalyticsWindow).__analyticsRan?.length ?? 0)).toBe(2);
    expect(requested).toHaveLength(2);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  });

  for (const [signal, privacy] of [
    ['Do-Not-Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ] as const) {
    test(`a visitor who sends ${signal} gets none`, async ({ page }) => {
      const requested = await stubProvider(page);
      await asVisitor(page, privacy);
      await gotoHydrated(page, '/');
      await settle(page);
      expect(requested).toEqual([]);
      expect(await page.locator('script[src^="https://static.goodrain.com/"]').count()).toBe(0);
    });
  }

  test('tests and audits (an automated browser) get none', async ({ page }) => {
    const requested = await stubProvider(page);
    await gotoHydrated(page, '/');
    await settle(page);
    expect(requested).toEqual([]);
  });
});
