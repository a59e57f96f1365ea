import { describe, expect, it } from 'vitest';
import { alternatesByUrl, pruneHreflangLinks, sitemapUrls, sitemapWithAlternates } from './locale-alternates';

const zh = { hreflang: 'zh-CN', prefix: '' };
const en = { hreflang: 'en-US', prefix: '/en' };
const site = 'https://www.rainbond.com';

const zhSitemap =
  '<urlset><url><loc>https://www.rainbond.com/</loc></url><url><loc>https://www.rainbond.com/docs</loc></url>' +
  '<url><loc>https://www.rainbond.com/only-zh</loc></url></urlset>';
const enSitemap = '<urlset><url><loc>https://www.rainbond.com/en/</loc></url><url><loc>https://www.rainbond.com/en/docs</loc></url></urlset>';

const alternates = alternatesByUrl(site, [
  { locale: zh, urls: sitemapUrls(zhSitemap) },
  { locale: en, urls: sitemapUrls(enSitemap) },
]);

describe('alternatesByUrl', () => {
  it('pairs pages present in both locales, homes included', () => {
    expect(Object.fromEntries(alternates.get('https://www.rainbond.com/docs')!)).toEqual({
      'zh-CN': 'https://www.rainbond.com/docs',
      'en-US': 'https://www.rainbond.com/en/docs',
    });
    expect(alternates.get('https://www.rainbond.com/en/')!.get('zh-CN')).toBe('https://www.rainbond.com/');
  });

  it('pairs the Chinese page /en with the English /en/en, not with the English home /en/', () => {
    const withLanguagePage = alternatesByUrl(site, [
      { locale: zh, urls: [`${site}/`, `${site}/en`] },
      { locale: en, urls: [`${site}/en/`, `${site}/en/en`] },
    ]);
    expect(withLanguagePage.get(`${site}/en`)!.get('en-US')).toBe(`${site}/en/en`);
    expect(withLanguagePage.get(`${site}/en/`)!.get('zh-CN')).toBe(`${site}/`);
  });

  it('gives a page that exists in one locale no alternates', () => {
    expect(alternates.has('https://www.rainbond.com/only-zh')).toBe(false);
  });
});

describe('sitemapWithAlternates', () => {
  it('adds xhtml links and x-default to paired URLs only', () => {
    const xml = sitemapWithAlternates(zhSitemap, alternates, 'zh-CN');
    expect(xml).toContain(
      '<url><loc>https://www.rainbond.com/docs</loc><xhtml:link rel="alternate" hreflang="zh-CN" href="https://www.rainbond.com/docs"/>' +
        '<xhtml:link rel="alternate" hreflang="en-US" href="https://www.rainbond.com/en/docs"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.rainbond.com/docs"/></url>',
    );
    expect(xml).toContain('<url><loc>https://www.rainbond.com/only-zh</loc></url>');
    expect(sitemapWithAlternates(xml, alternates, 'zh-CN')).toBe(xml);
  });
});

describe('pruneHreflangLinks', () => {
  const head =
    '<link data-rh=true rel=alternate href=https://www.rainbond.com/only-zh hreflang=zh-CN />' +
    '<link data-rh=true rel=alternate href=https://www.rainbond.com/en/only-zh hreflang=en-US />' +
    '<link data-rh=true rel=alternate href=https://www.rainbond.com/only-zh hreflang=x-default />' +
    '<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="RSS">';

  it('removes every hreflang link of a page without a twin and keeps other alternates', () => {
    expect(pruneHreflangLinks(head, undefined)).toBe('<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="RSS">');
  });

  it('keeps the links of a page with a twin', () => {
    const docsHead = head.replaceAll('only-zh', 'docs');
    expect(pruneHreflangLinks(docsHead, alternates.get('https://www.rainbond.com/docs'))).toBe(docsHead);
  });
});
