import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOfflineBundles } from './write-bundles';

/** A tiny build: two docs versions in two locales, a blog post, a stylesheet. */
function build(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'offline-bundles-'));
  const page = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const stylesheet = file.startsWith('en/') ? '/en/assets/css/s.css' : '/assets/css/s.css';
    writeFileSync(path.join(dir, file), `<html lang=x><head><link rel=stylesheet href=${stylesheet}></head><body>${body}</body></html>`);
  };
  page('docs.html', '<a href=/docs/guide>guide</a><a href=/docs/1.0>old</a><a href=/blog/post>post</a>');
  page('docs/guide.html', '<a href=/docs>home</a><article><h1>Install the guide</h1><h2 id=steps>Steps &amp; checks</h2><p>Run helm install.</p><footer>Edit this page</footer></article>');
  page('docs/1.0.html', '<a href=/docs/1.0/guide>guide</a>');
  page('docs/1.0/guide.html', '<a href=/docs/1.0>home</a>');
  page('en/docs.html', '<a href=/en/docs/guide>guide</a>');
  page('en/docs/guide.html', '<a href=/en/docs>home</a>');
  mkdirSync(path.join(dir, 'en/assets/css'), { recursive: true });
  writeFileSync(path.join(dir, 'en/assets/css/s.css'), 'body{}');
  page('blog/post.html', 'post');
  mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/css/s.css'), 'body{}');
  mkdirSync(path.join(dir, 'openapi'), { recursive: true });
  writeFileSync(path.join(dir, 'openapi/v2.json'), '{}');
  return dir;
}

const site = {
  url: 'https://docs.example.com',
  locales: [
    { name: 'zh', htmlLang: 'zh-CN', urlPrefix: '' },
    { name: 'en', htmlLang: 'en', urlPrefix: '/en' },
  ],
  docsVersions: [
    { label: 'V2', path: '/docs' },
    { label: 'V1.0', path: '/docs/1.0' },
  ],
};

const options = { name: 'example-docs', files: { V2: ['/openapi/v2.json'] }, mtime: 1_700_000_000, searchScript: 'search()' };

describe('writeOfflineBundles', () => {
  it('writes one archive per version and locale with its pages, their files and a landing page, and lists each with size and SHA-256', () => {
    const dir = build();
    const written = writeOfflineBundles(dir, site, options);
    expect(written.map(({ file, pages }) => [file, pages])).toEqual([
      ['/downloads/example-docs-v2-zh.tar.gz', 2],
      ['/downloads/example-docs-v1.0-zh.tar.gz', 2],
      ['/downloads/example-docs-v2-en.tar.gz', 2],
    ]);
    const listed = JSON.parse(readFileSync(path.join(dir, 'downloads/offline-bundles.json'), 'utf8')) as typeof written;
    expect(listed).toEqual(written);
    const archive = readFileSync(path.join(dir, 'downloads/example-docs-v2-zh.tar.gz'));
    expect(listed[0]?.bytes).toBe(archive.length);
    expect(listed[0]?.sha256).toBe(createHash('sha256').update(archive).digest('hex'));

    execFileSync('tar', ['-xzf', 'downloads/example-docs-v2-zh.tar.gz'], { cwd: dir });
    const bundle = path.join(dir, 'example-docs-v2-zh');
    expect(readFileSync(path.join(bundle, 'index.html'), 'utf8')).toContain('url=docs.html');
    const home = readFileSync(path.join(bundle, 'docs.html'), 'utf8');
    expect(home).toContain('href="docs/guide.html"');
    expect(home).toContain('href="https://docs.example.com/docs/1.0" data-outside-bundle');
    expect(home).toContain('href="https://docs.example.com/blog/post" data-outside-bundle');
    expect(home).toContain('href="assets/css/s.css"');
    expect(readFileSync(path.join(bundle, 'docs/guide.html'), 'utf8')).toContain('href="../docs.html"');
    expect(existsSync(path.join(bundle, 'assets/css/s.css'))).toBe(true);
    expect(existsSync(path.join(bundle, 'docs/1.0.html'))).toBe(false);
    expect(existsSync(path.join(bundle, 'openapi/v2.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'example-docs-v1.0-zh'))).toBe(false);
  });

  it('gives each bundle a search page, its script and an index of its pages, and a readme', () => {
    const dir = build();
    writeOfflineBundles(dir, site, options);
    execFileSync('tar', ['-xzf', 'downloads/example-docs-v2-zh.tar.gz'], { cwd: dir });
    const bundle = path.join(dir, 'example-docs-v2-zh');
    const searchPage = readFileSync(path.join(bundle, 'search.html'), 'utf8');
    expect(searchPage).toContain('<html lang="zh-CN" data-offline-bundle>');
    expect(searchPage).toContain('<link rel="stylesheet" href="assets/css/s.css">');
    expect(searchPage).toContain('<script src="search-index.js"></script>\n<script src="search.js"></script>');
    expect(readFileSync(path.join(bundle, 'search.js'), 'utf8')).toBe('search()');
    const index = readFileSync(path.join(bundle, 'search-index.js'), 'utf8');
    expect(index).toBe('window.__bundleSearchIndex=[{"url":"docs/guide.html","title":"Install the guide","headings":[["steps","Steps & checks"]],"text":"Install the guide Steps & checks Run helm install."}];\n');
    expect(readFileSync(path.join(bundle, 'README.txt'), 'utf8')).toContain('openapi/v2.json');
    expect(readFileSync(path.join(bundle, 'docs/guide.html'), 'utf8')).toContain('data-offline-search="../search.html"');
    // A locale under a prefix keeps its files under it in the bundle; the search page at the root links them from there.
    execFileSync('tar', ['-xzf', 'downloads/example-docs-v2-en.tar.gz'], { cwd: dir });
    expect(readFileSync(path.join(dir, 'example-docs-v2-en/search.html'), 'utf8')).toContain('<link rel="stylesheet" href="en/assets/css/s.css">');
  });

  it('never puts one download into another', () => {
    const dir = build();
    writeOfflineBundles(dir, site, options);
    writeFileSync(path.join(dir, 'docs.html'), '<a href=/downloads/example-docs-v2-en.tar.gz>download</a>');
    writeOfflineBundles(dir, site, options);
    execFileSync('tar', ['-xzf', 'downloads/example-docs-v2-zh.tar.gz'], { cwd: dir });
    expect(existsSync(path.join(dir, 'example-docs-v2-zh/downloads'))).toBe(false);
    expect(readFileSync(path.join(dir, 'example-docs-v2-zh/docs.html'), 'utf8')).toContain('href="https://docs.example.com/downloads/example-docs-v2-en.tar.gz" data-outside-bundle');
  });

  it('fails with the key that is wrong when an extra file names no version or no file', () => {
    expect(() => writeOfflineBundles(build(), site, { ...options, files: { V3: ['/openapi/v2.json'] } })).toThrow('offlineBundles.files: "V3" is not a docs version (V2, V1.0)');
    expect(() => writeOfflineBundles(build(), site, { ...options, files: { V2: ['/openapi/v3.json'] } })).toThrow('offlineBundles.files["V2"]: /openapi/v3.json is not a file of the build');
  });
});
