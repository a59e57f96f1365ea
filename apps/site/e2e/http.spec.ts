import { expect, test } from '@playwright/test';

test('pages have no trailing slash and revalidate; hashed assets are cached for a year', async ({ request }) => {
  const home = await request.get('/en/docs/versions');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toContain('max-age=0');

  const html = await home.text();
  const script = /<script src="?(\/en\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
  expect(script, 'a hashed script in the page').toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
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
