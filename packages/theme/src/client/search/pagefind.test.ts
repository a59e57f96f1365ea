import { describe, expect, it } from 'vitest';
import { routeOf, toResultPage } from './pagefind';

it('maps indexed file paths to routes', () => {
  expect(routeOf('/docs/installation.html')).toBe('/docs/installation');
  expect(routeOf('/en/docs/installation.html#helm')).toBe('/en/docs/installation#helm');
  expect(routeOf('/en/index.html')).toBe('/en');
  expect(routeOf('/index.html')).toBe('/');
  expect(routeOf('/blog/ceph')).toBe('/blog/ceph');
});

describe('toResultPage', () => {
  it('groups matching sections under their page', () => {
    const page = toResultPage({
      url: '/docs/installation',
      excerpt: 'page <mark>install</mark>',
      meta: { title: 'Install' },
      filters: { type: ['docs'], version: ['V6.2'] },
      sub_results: [
        { title: 'Install', url: '/docs/installation', excerpt: 'top' },
        { title: 'Helm', url: '/docs/installation#helm', excerpt: 'use <mark>install</mark> with Helm' },
        { title: 'Hosts', url: '/docs/installation#hosts', excerpt: '<mark>install</mark> on hosts' },
      ],
    });
    expect(page).toEqual({
      url: '/docs/installation',
      title: 'Install',
      type: 'docs',
      hits: [
        { url: '/docs/installation#helm', title: 'Helm', excerpt: 'use <mark>install</mark> with Helm' },
        { url: '/docs/installation#hosts', title: 'Hosts', excerpt: '<mark>install</mark> on hosts' },
      ],
    });
  });

  it('falls back to the page itself when there are no sections', () => {
    const page = toResultPage({ url: '/blog/x', excerpt: 'a <mark>b</mark>', meta: {}, filters: {} });
    expect(page.hits).toEqual([{ url: '/blog/x', title: '/blog/x', excerpt: 'a <mark>b</mark>' }]);
    expect(page.type).toBe('page');
  });
});

describe('safeExcerpt', () => {
  it('keeps <mark> and drops any other tag', async () => {
    const { safeExcerpt } = await import('./excerpt');
    expect(safeExcerpt('run <mark>helm</mark> <img src=x onerror=alert(1)>now</b>')).toBe('run <mark>helm</mark> now');
    expect(safeExcerpt('&lt;script&gt; is text')).toBe('&lt;script&gt; is text');
  });
});
