import { describe, expect, it } from 'vitest';
import { rewriteBundlePage, type BundleContext } from './rewrite-page';

const context: BundleContext = {
  pageFileOf: (route) => ({ '/docs': 'docs.html', '/docs/quick-start/install': 'docs/quick-start/install.html', '/docs/ops/backup': 'docs/ops/backup.html' })[route],
  isAsset: (sitePath) => sitePath.startsWith('/assets/') || sitePath.startsWith('/img/'),
  siteUrl: 'https://www.example.com',
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
    expect(page).toContain('href="https://www.example.com/blog/post" data-outside-bundle>Post');
    expect(page).toContain('href=https://github.com/x>GitHub');
    expect(page).toContain('href=#top>Top');
    expect(assets).toEqual(['assets/css/styles.1.css', 'img/logo.svg']);
    expect(outsideLinks).toBe(1);
  });

  it('links a page to itself by its file name', () => {
    expect(rewriteBundlePage('<a href=/docs/quick-start/install#a>x</a>', 'docs/quick-start/install.html', context).html).toContain('href="install.html#a"');
  });

  it('drops the app and every script the theme does not mark to keep, and keeps JSON-LD', () => {
    const html =
      '<script type=text/x-start-on-intent src=/assets/js/main.js></script><script>history.replaceState(null,"","/x")</script>' +
      '<script type=speculationrules>{}</script><script data-offline>tabs()</script><script type=application/ld+json>{"a":1}</script>';
    expect(rewriteBundlePage(html, 'docs.html', context).html).toBe('<script data-offline>tabs()</script><script type=application/ld+json>{"a":1}</script>');
    expect(rewriteBundlePage('<html lang=en><body>', 'docs.html', context).html).toBe('<html data-offline-bundle lang=en><body>');
  });
});
