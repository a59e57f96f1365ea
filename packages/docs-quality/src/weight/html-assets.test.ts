import { describe, expect, it } from 'vitest';
import { htmlAssets } from './html-assets';

const page = 'http://127.0.0.1:4181/en/docs/intro';

describe('htmlAssets', () => {
  it('reads the scripts and stylesheets of minified Docusaurus markup, as absolute URLs', () => {
    const html =
      '<!doctype html><html><head><link data-rh=true rel=icon href=/img/favicon.svg /><link rel=canonical href=https://www.rainbond.com/docs/intro />' +
      '<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="RSS"><link rel=stylesheet href=/en/assets/css/styles.css />' +
      '<script src=/en/assets/js/runtime~main.js defer></script><script src=/en/assets/js/main.js defer></script>' +
      '<link rel=preload as=image href=/img/logo.svg /></head><body><main><img src="../img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x"></main></body></html>';
    const assets = htmlAssets(html, page);
    expect(assets.scripts).toEqual(['http://127.0.0.1:4181/en/assets/js/runtime~main.js', 'http://127.0.0.1:4181/en/assets/js/main.js']);
    expect(assets.stylesheets).toEqual(['http://127.0.0.1:4181/en/assets/css/styles.css']);
    expect(assets.fetched).toEqual([
      'http://127.0.0.1:4181/img/favicon.svg',
      'http://127.0.0.1:4181/en/assets/css/styles.css',
      'http://127.0.0.1:4181/en/assets/js/runtime~main.js',
      'http://127.0.0.1:4181/en/assets/js/main.js',
      'http://127.0.0.1:4181/img/logo.svg',
      'http://127.0.0.1:4181/en/img/a.png',
      'http://127.0.0.1:4181/img/a.png',
      'http://127.0.0.1:4181/img/a@2x.png',
    ]);
    expect(assets.isRedirect).toBe(false);
  });

  it('counts script and style preloads, module preloads and quoted attributes, once each', () => {
    const html =
      `<head><link rel="preload" as="script" href="/a.js"><link rel='modulepreload' href='/b.js'><script type="module" src="/b.js"></script>` +
      `<link rel="preload" href="/c.css" as="style"><link rel="stylesheet" href="/c.css" media="print"><script src="/d.js?x=1&amp;y=2"></script></head>`;
    const assets = htmlAssets(html, page);
    expect(assets.scripts).toEqual(['http://127.0.0.1:4181/a.js', 'http://127.0.0.1:4181/b.js', 'http://127.0.0.1:4181/d.js?x=1&y=2']);
    expect(assets.stylesheets).toEqual(['http://127.0.0.1:4181/c.css']);
  });

  it('tells the scripts fetched at load from those held until the reader acts (a type the browser does not run)', () => {
    const html =
      '<head><script src=/a.js defer></script><script type=module src=/b.js></script><script type=text/javascript src=/c.js></script>' +
      '<script type=text/x-start-on-intent src=/d.js></script><link rel=modulepreload href=/e.js></head>';
    const assets = htmlAssets(html, page);
    expect(assets.scripts).toHaveLength(5);
    expect(assets.scriptsAtLoad).toEqual(['http://127.0.0.1:4181/a.js', 'http://127.0.0.1:4181/b.js', 'http://127.0.0.1:4181/c.js', 'http://127.0.0.1:4181/e.js']);
  });

  it('sees URLs of other hosts, and ignores links that fetch nothing, inline data and text that only looks like markup', () => {
    const html =
      '<head><link rel=preconnect href=https://fonts.example.com><link rel=alternate hreflang=zh-CN href=https://www.rainbond.com/docs/intro>' +
      '<script>document.write("<script src=https://evil.example.com/x.js></script>")</script><!-- <img src=https://old.example.com/a.png> -->' +
      '<script type=application/ld+json>{"image":"<img src=https://x.example.com/a.png>"}</script></head>' +
      '<body><pre><code>&lt;script src="https://code.example.com/a.js"&gt;</code></pre><img src="data:image/png;base64,AAAA">' +
      '<iframe src="https://player.example.com/embed/1"></iframe><video poster=//cdn.example.com/p.jpg></video></body>';
    const assets = htmlAssets(html, page);
    expect(assets.scripts).toEqual([]);
    expect(assets.fetched).toEqual(['https://player.example.com/embed/1', 'http://cdn.example.com/p.jpg']);
  });

  it('tells a redirect page by its refresh', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/docs/b"></head><script>window.location.href = "/docs/b";</script></html>';
    const assets = htmlAssets(html, page);
    expect(assets.isRedirect).toBe(true);
    expect(assets.scripts).toEqual([]);
  });

  it('finds where content the client fills in later starts, counted from <main>', () => {
    const html = '<nav>…</nav><main><article><p>text</p><div class=placeholder aria-busy=true></div></article></main>';
    expect(htmlAssets(html, page).clientRenderedAt).toBe('<main><article><p>text</p><div class=placeholder'.length);
    expect(htmlAssets('<main><p>x</p></main>', page).clientRenderedAt).toBeUndefined();
  });
});
