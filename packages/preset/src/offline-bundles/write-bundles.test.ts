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
    writeFileSync(path.join(dir, file), `<html lang=x><head><link rel=stylesheet href=/assets/css/s.css></head><body>${body}</body></html>`);
  };
  page('docs.html', '<a href=/docs/guide>guide</a><a href=/docs/1.0>old</a><a href=/blog/post>post</a>');
  page('docs/guide.html', '<a href=/docs>home</a>');
  page('docs/1.0.html', '<a href=/docs/1.0/guide>guide</a>');
  page('docs/1.0/guide.html', '<a href=/docs/1.0>home</a>');
  page('en/docs.html', '<a href=/en/docs/guide>guide</a>');
  page('en/docs/guide.html', '<a href=/en/docs>home</a>');
  page('blog/post.html', 'post');
  mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/css/s.css'), 'body{}');
  return dir;
}

const site = {
  url: 'https://docs.example.com',
  locales: [
    { name: 'zh', urlPrefix: '' },
    { name: 'en', urlPrefix: '/en' },
  ],
  docsVersions: [
    { label: 'V2', path: '/docs' },
    { label: 'V1.0', path: '/docs/1.0' },
  ],
};

describe('writeOfflineBundles', () => {
  it('writes one archive per version and locale with its pages, their files and a landing page, and lists each with size and SHA-256', () => {
    const dir = build();
    const written = writeOfflineBundles(dir, site, { name: 'example-docs', mtime: 1_700_000_000 });
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
  });
});
