import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration, waitForIdle } from './hydrated';

test('a route chunk that fails to load makes the page reload once, onto the target page', async ({ page }) => {
  // From the click on, every script request fails until the next page load starts: the
  // navigation's preload cannot fetch the enterprise page's chunks.
  let failing = false;
  let aborted = 0;
  const documents: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.isNavigationRequest()) {
      failing = false;
      documents.push(new URL(request.url()).pathname);
    } else if (failing && request.resourceType() === 'script') {
      aborted += 1;
      return route.abort();
    }
    return route.continue();
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));

  await gotoHydrated(page, '/en/docs/quick-start/quick-install');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  documents.length = 0;
  failing = true;
  await page.locator('nav.navbar').getByRole('link', { name: 'Enterprise', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/enterprise_server$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
  expect(warnings.some((text) => /chunk|Loading/i.test(text))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await waitForIdle(page);
  expect(documents).toEqual(['/en/enterprise_server']);
});

test('a component that throws shows "This page crashed." with the message chain, and Try again recovers once the fault is gone', async ({ page }) => {
  // The fault: Intl.PluralRules#select, which a blog post calls to render its reading time, throws (with a cause) while `window.pluralFault` is set.
  await page.addInitScript(() => {
    const select = Intl.PluralRules.prototype.select;
    Intl.PluralRules.prototype.select = function selectWithFault(this: Intl.PluralRules, count: number) {
      if ((window as unknown as { pluralFault?: boolean }).pluralFault) throw new Error('Plural rules failed', { cause: new Error('injected fault') });
      return select.call(this, count);
    };
  });
  await gotoHydrated(page, '/en/blog');
  await page.evaluate(() => Object.assign(window, { pluralFault: true }));
  const post = page.locator('aside a[href^="/en/blog/"]').first();
  const href = (await post.getAttribute('href'))!;
  await post.click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const main = page.locator('main');
  await expect(main).toContainText('This page crashed.');
  await expect(main).toContainText('Plural rules failed');
  await expect(main).toContainText('Cause:');
  await expect(main).toContainText('injected fault');
  // The header and footer outlive the crash.
  await expect(page.locator('nav.navbar')).toBeVisible();

  await page.evaluate(() => Object.assign(window, { pluralFault: false }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(main).not.toContainText('This page crashed.');
});
