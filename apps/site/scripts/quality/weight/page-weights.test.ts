import { describe, expect, it } from 'vitest';
import { routeHtmlFile, servedPath } from './page-weights';

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
