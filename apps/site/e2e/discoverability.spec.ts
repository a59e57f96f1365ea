import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

const SITE = 'https://www.rainbond.com';
/** Paths on the site as served in the test, from an absolute production URL. */
const local = (url: string) => url.replace(SITE, '');

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type'] ?? ''];
  });
}

const pages = [
  { zh: '/', en: '/en/', types: ['Organization', 'WebSite'] },
  { zh: '/docs/5.17/Intro', en: '/en/docs/5.17/Intro', types: ['TechArticle', 'BreadcrumbList'] },
  { zh: '/blog/whatrainbond', en: '/en/blog/whatrainbond', types: ['BlogPosting'] },
  { zh: '/usescene/offlineDelivery', en: '/en/usescene/offlineDelivery', types: ['Article'] },
] as const;

for (const { zh, en, types } of pages) {
  for (const [path, lang, twin] of [
    [zh, 'zh-CN', en],
    [en, 'en-US', zh],
  ] as const) {
    test(`${path} has its canonical URL, hreflang twins, og tags and ${types.join(' + ')}`, async ({ page }) => {
      await page.goto(path);
      const head = page.locator('head');
      await expect(head.locator('link[rel=canonical]')).toHaveAttribute('href', `${SITE}${path}`);
      await expect(head.locator(`link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute('href', `${SITE}${path}`);
      const otherLang = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
      await expect(head.locator(`link[rel=alternate][hreflang="${otherLang}"]`)).toHaveAttribute('href', `${SITE}${twin}`);
      await expect(head.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', `${SITE}${zh}`);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang.replace('-', '_'));
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining([...types]));
    });
  }
}

test('the home page JSON-LD offers a site search at /search?q=', async ({ page }) => {
  await page.goto('/en/');
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const graph = (JSON.parse(text ?? '{}') as { '@graph': Array<Record<string, unknown>> })['@graph'];
  const website = graph.find((node) => node['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
  expect(website.potentialAction.target.urlTemplate).toBe(`${SITE}/en/search?q={search_term_string}`);
});

test('sitemaps pair only pages that exist in both locales, and robots.txt points at them', async ({ request }) => {
  const zh = await (await request.get('/sitemap.xml')).text();
  const en = await (await request.get('/en/sitemap.xml')).text();
  const locs = (xml: string) => new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  const zhLocs = locs(zh);
  const enLocs = locs(en);
  const pairs = [...zh.matchAll(/<url><loc>([^<]+)<\/loc>((?:<xhtml:link[^>]*\/>)*)/g)];
  let paired = 0;
  for (const [, loc, links = ''] of pairs) {
    const english = /hreflang="en-US" href="([^"]+)"/.exec(links)?.[1];
    const expected = loc!.replace(SITE, `${SITE}/en`).replace(/\/en\/$/, '/en/');
    if (english === undefined) {
      expect(enLocs.has(expected), `${loc} has no alternate although ${expected} exists`).toBe(false);
      continue;
    }
    paired++;
    expect(enLocs.has(english), `${loc} → ${english}`).toBe(true);
    expect(links).toContain(`hreflang="x-default" href="${loc}"`);
  }
  expect(paired).toBeGreaterThan(10);
  expect(paired).toBe(zhLocs.size);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots).toContain(`Sitemap: ${SITE}/en/sitemap.xml`);
});

for (const llms of ['/llms.txt', '/en/llms.txt']) {
  test(`every link of ${llms} resolves to markdown`, async ({ request }) => {
    const response = await request.get(llms);
    expect(response.status()).toBe(200);
    const links = [...(await response.text()).matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) {
      const target = await request.get(local(link));
      expect(target.status(), link).toBe(200);
      expect(target.headers()['content-type'], link).toMatch(/^text\/(markdown|plain)/);
      expect((await target.text()).startsWith('# '), link).toBe(true);
    }
  });
}

test('a docs page is served as markdown at <route>.md and the page links to it', async ({ page, request }) => {
  await page.goto('/en/docs/5.17/Intro');
  const title = (await page.locator('article h1').textContent())?.trim();
  const markdown = await (await request.get('/en/docs/5.17/Intro.md')).text();
  expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
  expect(markdown).not.toMatch(/^---$/m);
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/en/docs/5.17/Intro.md');
});

test('"Copy page" puts the page markdown on the clipboard', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/blog/whatrainbond');
  await page.getByRole('button', { name: '复制页面' }).click();
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get('/blog/whatrainbond.md')).text());
});

test('blog pages link their RSS and Atom feeds in each locale', async ({ page, request }) => {
  for (const [blog, prefix] of [
    ['/blog', ''],
    ['/en/blog', '/en'],
  ] as const) {
    await page.goto(blog);
    for (const [type, file] of [
      ['application/rss+xml', 'rss.xml'],
      ['application/atom+xml', 'atom.xml'],
    ] as const) {
      await expect(page.locator(`head link[rel=alternate][type="${type}"]`)).toHaveAttribute('href', `${prefix}/blog/${file}`);
      const feed = await request.get(`${prefix}/blog/${file}`);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain('whatrainbond');
    }
  }
});

test('case studies and use scenes are served as markdown too, where their pages link', async ({ page, request }) => {
  for (const route of ['/case/boe', '/en/usescene/offlineDelivery']) {
    await page.goto(route);
    const href = await page.getByRole('link', { name: /^(View as Markdown|查看 Markdown)$/ }).getAttribute('href');
    expect(href).toBe(`${route}.md`);
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# /m);
  }
});
