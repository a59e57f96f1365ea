import { expect, test } from '@playwright/test';
import { bundleScriptsOf } from './page-scripts';
import { recordCspViolations } from './csp-violations';
import { gotoHydrated, waitForIdle } from './hydrated';

/** One page of every template, in both locales. */
const templates = {
  home: '',
  marketing: '/feature/devops',
  case: '/case/boe',
  'docs (with diagrams)': '/docs/quick-start/architecture',
  'docs 5.17': '/docs/5.17/quick-start/quick-install',
  api: '/docs/api/team/createCertificates',
  'blog list': '/blog',
  'blog post': '/blog/CiliumOne',
  legal: '/privacy',
  'search page': '/search?q=Rainbond',
  'not found': '/no/such/page',
} as const;
const locales = { zh: '', en: '/en' } as const;

test.describe('security headers', () => {
  test('every response carries them: pages, assets, the not-found page', async ({ request }) => {
    const page = await request.get('/en/docs/versions');
    const script = bundleScriptsOf(await page.text())[0];
    for (const url of ['/', '/en/docs/versions', script!, '/img/logo.svg', '/no/such/page', '/docs.md']) {
      const headers = (await request.get(url)).headers();
      expect(headers['content-security-policy'], url).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  test('the policy allows no outside host but the analytics provider', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const hosts = new Set([...csp.matchAll(/(?:https|wss):\/\/[^\s;]+/g)].map(([origin]) => new URL(origin.replace('*.', 'wildcard.')).hostname.split('.').slice(-2).join('.')));
    expect([...hosts].sort()).toEqual(['baidu.com', 'goodrain.com', 'hotjar.com', 'hotjar.io']);
  });

  test('the servers\' own config in .server/ is not served', async ({ request }) => {
    for (const url of ['/.server/security-headers.json', '/.server/security-headers.conf', '/en/.server/security-headers.json']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain('Content-Security-Policy');
    }
  });

  for (const [locale, prefix] of Object.entries(locales)) {
    for (const [template, route] of Object.entries(templates)) {
      const url = `${prefix}${route}` || '/';
      test(`${template} (${locale}, ${url}) runs with no CSP violation`, async ({ page }) => {
        const violations = await recordCspViolations(page);
        await gotoHydrated(page, url);
        await page.waitForLoadState('load');
        await waitForIdle(page);
        expect(await violations()).toEqual([]);
      });
    }
  }

  test('search runs under the policy: the search page lists results, the modal finds pages, redirects run', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await gotoHydrated(page, '/en/search?q=install');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog', { name: 'Search' });
    await modal.getByRole('combobox').fill('Rainbond');
    await expect(modal.getByRole('option').first()).toBeVisible();
    // Client redirect pages are inline scripts of their own.
    await page.goto('/docs/micro-service/example/blade');
    await page.waitForURL((url) => url.pathname === '/docs/how-to-guides/micro-service-deploy/blade-example');
    await expect(page.locator('article h1')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
