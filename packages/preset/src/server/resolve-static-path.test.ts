import { describe, expect, it } from 'vitest';
import { cacheControlFor, resolveStaticPath } from './resolve-static-path';

const files = new Set([
  'index.html',
  '404.html',
  'docs.html',
  'docs/versions.html',
  'en.html',
  'en/index.html',
  'en/404.html',
  'en/docs/versions.html',
  'blog/index.html',
  'assets/js/main.1a2b3c.js',
  'img/logo.svg',
  '.server/security-headers.json',
]);
const resolve = (pathname: string) => resolveStaticPath(pathname, (file) => files.has(file), ['en']);

describe('resolveStaticPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/en', 'en.html'],
    ['/en/', 'en/index.html'],
    ['/en/index.html', 'en/index.html'],
    ['/docs', 'docs.html'],
    ['/docs/', 'docs.html'],
    ['/docs/versions', 'docs/versions.html'],
    ['/docs/versions.html', 'docs/versions.html'],
    ['/en/docs/versions/index.html', 'en/docs/versions.html'],
    ['/en/docs/versions.html', 'en/docs/versions.html'],
    ['/blog', 'blog/index.html'],
    ['/blog/', 'blog/index.html'],
    ['/assets/js/main.1a2b3c.js', 'assets/js/main.1a2b3c.js'],
    ['/img/logo.svg', 'img/logo.svg'],
  ])('serves %s from %s', (pathname, file) => {
    expect(resolve(pathname)).toEqual({ file, status: 200 });
  });

  it('answers unknown paths with the not-found page of their locale', () => {
    expect(resolve('/no/such/page')).toEqual({ file: '404.html', status: 404 });
    expect(resolve('/en/no/such/page')).toEqual({ file: 'en/404.html', status: 404 });
    expect(resolve('/english')).toEqual({ file: '404.html', status: 404 });
  });

  it('does not let a path escape the build folder', () => {
    expect(resolve('/../../etc/passwd')).toEqual({ file: '404.html', status: 404 });
    expect(resolve('/..%2f..%2fetc/passwd')).toEqual({ file: '404.html', status: 404 });
    expect(resolve('/en/%2e%2e/%2e%2e/etc/passwd')).toEqual({ file: '404.html', status: 404 });
    expect(resolve('/docs/../../docs/versions')).toEqual({ file: 'docs/versions.html', status: 200 });
  });

  it('does not serve dot files and folders (the servers\' config)', () => {
    expect(resolve('/.server/security-headers.json')).toEqual({ file: '404.html', status: 404 });
    expect(resolve('/en/%2eserver/x')).toEqual({ file: 'en/404.html', status: 404 });
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('assets/js/main.1a2b3c.js')).toContain('immutable');
    expect(cacheControlFor('en/assets/css/styles.9f.css')).toContain('max-age=31536000');
    expect(cacheControlFor('docs/versions.html')).toBe('public, max-age=0, must-revalidate');
  });
});
