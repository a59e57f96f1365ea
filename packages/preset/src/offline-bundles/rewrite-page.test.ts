import { describe, expect, it } from 'vitest';
import { rewriteBundlePage, type BundleContext } from './rewrite-page';

const context: BundleContext = {
  pageFileOf: (route) => ({ '/docs': 'docs.html', '/docs/quick-start/install': 'docs/quick-start/install.html', '/docs/ops/backup': 'docs/ops/backup.html' })[route],
  isAsset: (sitePath) => sitePath.startsWith('/assets/') || sitePath.startsWith('/img/'),
  siteUrl: 'https://www.example.com',
  searchPage: 'search.html',
  banner: 'An offline copy <of> the docs',
  outsideTitle: 'Opens the public site',
  listElsewhere: 'The list is on the public site: ',
};

describe('rewriteBundlePage', () => {
  it('links bundle pages and assets relatively, keeping anchors, and sends other links to the public site, marked', () => {
    const html =
      '<link rel=stylesheet href=/assets/css/styles.1.css /><a href=/docs/ops/backup#restore>Backup</a><a href="/docs">Home</a>' +
      '<img src=/img/logo.svg alt=""><a href=/blog/post>Post</a><a href=https://github.com/x>GitHub</a><a href=#top>Top</a>';
    const { html: page, assets, outsideLinks } = rewriteBundlePage(html, 'docs/quick-start/install.html', context);
    expect(page).toContain('href="../../assets/css/styles.1.css"');
    expect(page).toContain('href="../ops/backup.html#restore"');
    expect(page).toContain('href="../../docs.html"');
    expect(page).toContain('src="../../img/logo.svg"');
    expect(page).toContain('href="https://www.example.com/blog/post" data-outside-bundle title="Opens the public site">Post');
    expect(page).toContain('href=https://github.com/x>GitHub');
    expect(page).toContain('href=#top>Top');
    expect(assets).toEqual(['assets/css/styles.1.css', 'img/logo.svg']);
    expect(outsideLinks).toBe(1);
  });

  it('puts a link to the page on the public site in place of the list of bundles, which a bundle cannot hold', () => {
    const html = `<div data-offline-bundles=V2 data-offline-bundle-labels='{"version":"Version"}'></div>`;
    expect(rewriteBundlePage(html, 'docs/versions.html', context, '/docs/versions').html).toBe(
      `<div data-offline-bundles=V2 data-offline-bundle-labels='{"version":"Version"}'><p>The list is on the public site: <a href="https://www.example.com/docs/versions">https://www.example.com/docs/versions</a></p></div>`,
    );
  });

  it('leaves feeds and other alternates on the public site, without copying them', () => {
    const { html, assets } = rewriteBundlePage('<link rel=alternate type=application/rss+xml href=/blog/rss.xml><link rel="alternate" hreflang=en href="/en/docs">', 'docs.html', context);
    expect(html).toBe('<link rel=alternate type=application/rss+xml href=https://www.example.com/blog/rss.xml><link rel="alternate" hreflang=en href="https://www.example.com/en/docs">');
    expect(assets).toEqual([]);
  });

  it('links a page to itself by its file name', () => {
    expect(rewriteBundlePage('<a href=/docs/quick-start/install#a>x</a>', 'docs/quick-start/install.html', context).html).toContain('href="install.html#a"');
  });

  it('drops the app and every script the theme does not mark to keep, and keeps JSON-LD', () => {
    const html =
      '<script type=text/x-start-on-intent src=/assets/js/main.js></script><script>history.replaceState(null,"","/x")</script>' +
      '<script type=speculationrules>{}</script><script data-offline>tabs()</script><script type=application/ld+json>{"a":1}</script>';
    expect(rewriteBundlePage(html, 'docs.html', context).html).toBe('<script data-offline>tabs()</script><script type=application/ld+json>{"a":1}</script>');
  });

  it('says what the copy is at the top of every page and where its search is, from the page', () => {
    const page = rewriteBundlePage('<html lang=en><head></head><body class=x><main></main></body></html>', 'docs/ops/backup.html', context).html;
    expect(page).toMatch(/^<html data-offline-bundle data-offline-search="..\/..\/search.html" lang=en><head><style>[^<]*a\[data-outside-bundle\]::after[^<]*<\/style><\/head>/);
    expect(page).toContain('<body class=x><div class="offline-bundle-banner" role="note">An offline copy &lt;of&gt; the docs</div><main>');
  });
});
