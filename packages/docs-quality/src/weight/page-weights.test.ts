import { describe, expect, it } from 'vitest';
import { pathWithinLocale, routeHtmlFile, servedPath } from './page-weights';

describe('routeHtmlFile', () => {
  it('names the file Docusaurus writes for a route without trailing slashes', () => {
    expect(routeHtmlFile('/')).toBe('index.html');
    expect(routeHtmlFile('/docs/intro')).toBe('docs/intro.html');
    expect(routeHtmlFile('/en/')).toBe('en/index.html');
    expect(routeHtmlFile('/en')).toBe('en.html');
    expect(routeHtmlFile('/404.html')).toBe('404.html');
    expect(routeHtmlFile('/en/404.html')).toBe('en/404.html');
  });
});

describe('servedPath', () => {
  it('gives the path the production rules serve a file at', () => {
    expect(servedPath('index.html')).toBe('/');
    expect(servedPath('docs/old/index.html')).toBe('/docs/old/');
    expect(servedPath('en/index.html')).toBe('/en/');
    expect(servedPath('docs/intro.html')).toBe('/docs/intro');
  });
});

describe('pathWithinLocale', () => {
  it('drops the locale base URL, keeping the leading slash', () => {
    expect(pathWithinLocale('/en/docs/x', '/en/')).toBe('/docs/x');
    expect(pathWithinLocale('/en/', '/en/')).toBe('/');
    expect(pathWithinLocale('/en/en', '/en/')).toBe('/en');
    expect(pathWithinLocale('/en', '/')).toBe('/en');
  });

  it('fails on a route outside the base URL', () => {
    expect(() => pathWithinLocale('/docs/x', '/en/')).toThrow(/not under its locale's base URL/);
  });
});
