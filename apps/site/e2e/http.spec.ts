import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleScriptsOf } from './page-scripts';

const buildDir = path.join(__dirname, '..', 'build');

test('pages have no trailing slash and revalidate; hashed assets are cached for a year and sent as UTF-8', async ({ request }) => {
  const home = await request.get('/en/docs/versions');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toContain('max-age=0');

  const html = await home.text();
  const script = bundleScriptsOf(html)[0];
  expect(script, 'a hashed script in the page').toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The minifier keeps Chinese text as UTF-8 (src/plugins/lean-client-bundle).
  expect(asset.headers()['content-type']).toMatch(/javascript; charset=utf-8$/i);
});

test('unknown paths are 404 at the HTTP level too', async ({ request }) => {
  for (const path of ['/nope', '/docs/nope', '/en/nope', '/en/docs/5.17/nope.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<html');
  }
});

test('text is compressed with gzip when the client accepts it, images are not', async ({ request }) => {
  const response = await request.get('/en/docs/versions', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  const image = await request.get('/img/social-card.png', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(image.headers()['content-encoding']).toBeUndefined();
});

test('pages and assets are sent from their precompressed copies: brotli when accepted, else gzip', async ({ request }) => {
  const page = await request.get('/en/docs/versions');
  const script = bundleScriptsOf(await page.text())[0];
  expect(script, 'a hashed script in the page').toBeTruthy();
  for (const [url, file] of [
    ['/en/docs/versions', 'en/docs/versions.html'],
    [script!, script!.slice(1)],
  ] as const) {
    for (const [accept, encoding, suffix] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers()['content-encoding'], `${url} with ${accept}`).toBe(encoding);
      // The length of the file on disk: the copy was sent as it is, not compressed again.
      expect(Number(response.headers()['content-length']), `${url} with ${accept}`).toBe(statSync(path.join(buildDir, `${file}${suffix}`)).size);
    }
  }
});
