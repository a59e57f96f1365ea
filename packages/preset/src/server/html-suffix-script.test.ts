import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { htmlSuffixScript } from './html-suffix-script';

/** Runs the script against a fake location and returns the address it leaves. */
function addressAfter(pathname: string, search = '', hash = ''): string {
  let address = `${pathname}${search}${hash}`;
  const context = {
    location: { pathname, search, hash },
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => (address = url) },
  };
  runInNewContext(htmlSuffixScript(['/', '/en/']), context);
  return address;
}

describe('htmlSuffixScript', () => {
  it.each([
    ['/calculator.html', '/calculator'],
    ['/en/docs/versions.html', '/en/docs/versions'],
    ['/en/docs/versions/index.html', '/en/docs/versions'],
    ['/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/en.html', '/en'],
    ['/en/en.html', '/en/en'],
  ])('rewrites %s to %s', (pathname, expected) => {
    expect(addressAfter(pathname)).toBe(expected);
  });

  it('keeps the query and the fragment', () => {
    expect(addressAfter('/search.html', '?q=helm', '#top')).toBe('/search?q=helm#top');
  });

  it('leaves route addresses alone', () => {
    expect(addressAfter('/docs/quick-start/quick-install')).toBe('/docs/quick-start/quick-install');
    expect(addressAfter('/en/')).toBe('/en/');
  });
});
