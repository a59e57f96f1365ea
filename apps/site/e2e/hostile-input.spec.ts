import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { rawRequest } from './raw-request';

/** What a file outside the build would show: the system's passwords file, the site's package.json, the repository's git config. */
const OUTSIDE_FILE = /root:x?:0:0|"name": "@rainbond\/site"|\[core\]/;

const traversals = [
  '/..%2f..%2fetc/passwd',
  '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2f%2e%2e%2fpackage.json',
  '/en/%2e%2e/%2e%2e/%2e%2e/package.json',
  '/..%252f..%252fetc/passwd',
  '/..%5c..%5c..%5cetc%5cpasswd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/assets/../../../../.git/config',
  '/%00',
  '/index.html%00.png',
  '/docs%00/../../etc/passwd',
  '/.server/security-headers.json',
];

test.describe('hostile input', () => {
  for (const path of traversals) {
    test(`${path} is refused or not found, never a file outside the build`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL!, 'GET', path);
      expect([400, 404], `${path}: ${response.status}`).toContain(response.status);
      expect(response.body).not.toMatch(OUTSIDE_FILE);
    });
  }

  test('very long paths get a 4xx, never a 5xx', async ({ baseURL }) => {
    for (const path of [`/${'a'.repeat(300)}`, `/docs/${'%2e'.repeat(2000)}`, `/${'a/'.repeat(1500)}x`, `/${'x'.repeat(7000)}`, `/${'x'.repeat(20_000)}`, `/${'x'.repeat(100_000)}`]) {
      const { status } = await rawRequest(baseURL!, 'GET', path);
      expect(status, `${path.length} characters`).toBeGreaterThanOrEqual(400);
      expect(status, `${path.length} characters`).toBeLessThan(500);
    }
  });

  test('methods other than GET and HEAD get 405, unregistered ones 400 or 405', async ({ baseURL }) => {
    // Node's HTTP parser refuses a method outside the HTTP registry (BREW) with 400 before the server sees it.
    for (const [method, statuses] of [...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'].map((name) => [name, [405]] as const), ['BREW', [400, 405]] as const]) {
      for (const path of ['/', '/docs', '/assets/nope.js', '/no/such/page']) {
        const response = await rawRequest(baseURL!, method, path);
        expect(statuses, `${method} ${path}: ${response.status}`).toContain(response.status);
        expect(response.body, `${method} ${path}: no page of the site`).not.toMatch(/docusaurus/i);
      }
    }
    expect((await rawRequest(baseURL!, 'HEAD', '/docs')).status).toBe(200);
  });

  test('markup in a path or a query is never echoed as markup', async ({ baseURL }) => {
    for (const path of ['/%3Cscript%3Ealert(1)%3C/script%3E', '/docs?q=%3Cscript%3Ealert(1)%3C/script%3E', '/en/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E']) {
      const response = await rawRequest(baseURL!, 'GET', path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('<script>alert(1)');
      expect(response.body, path).not.toContain('<img src=x');
    }
  });

  const markup = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<svg onload=alert(1)>', "javascript:alert(1)//'\"><iframe src=javascript:alert(1)>"];

  /** Fails the test on any dialog: markup that ran would call alert(). */
  function failOnDialog(page: Page): string[] {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  for (const query of markup) {
    test(`the search page shows ${query} as text`, async ({ page }) => {
      const dialogs = failOnDialog(page);
      await gotoHydrated(page, `/en/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator('h1')).toContainText(query);
      await expect(page.locator('main img[src="x"], main svg[onload], main iframe, main script')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  }

  test('the search modal shows markup as text', async ({ page }) => {
    const dialogs = failOnDialog(page);
    await gotoHydrated(page, '/en/docs');
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog', { name: 'Search' });
    for (const query of markup) {
      await modal.getByRole('combobox').fill(query);
      await expect(modal.getByRole('combobox')).toHaveValue(query);
      await expect(modal.getByRole('option').first().or(modal.getByText('No results for'))).toBeVisible();
      await expect(modal.locator('img[src="x"], svg[onload], iframe, script')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });
});
