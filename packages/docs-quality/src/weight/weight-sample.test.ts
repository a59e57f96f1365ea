import { describe, expect, it } from 'vitest';
import type { PageWeight } from './page-weights';
import { templatesFrom } from '../templates';
import { example } from '../testing/example-config';
import type { BrowserWeight } from './browser-weight';
import { compareWithBrowser as compareWithBrowserOf, pickSample, type SamplePick } from './weight-sample';

const templates = templatesFrom(example);
const compareWithBrowser = (pick: SamplePick, browser: BrowserWeight) => compareWithBrowserOf(templates, pick, browser);

const KB = 1024;
const base = 'http://127.0.0.1:4181';

function page(path: string, template: PageWeight['template'], scripts: Record<string, number>, extra: Partial<PageWeight> = {}): PageWeight {
  const scriptSizes = new Map(Object.entries(scripts).map(([file, kb]) => [`${base}${file}`, kb * KB]));
  const stylesheets = new Map([[`${base}/assets/css/styles.css`, 24 * KB]]);
  return {
    page: path,
    url: `${base}${path}`,
    locale: path.startsWith('/en/') ? 'en' : 'zh',
    template,
    scripts: scriptSizes,
    stylesheets,
    jsGzip: [...scriptSizes.values()].reduce((sum, size) => sum + size, 0),
    cssGzip: 24 * KB,
    jsBeforeIntentGzip: 0,
    outsideHosts: [],
    searchCode: false,
    clientRenderedAt: undefined,
    redirect: template === 'redirect',
    ...extra,
  };
}

describe('pickSample', () => {
  it('takes the heaviest page and the median one of each template and locale', () => {
    const pages = [page('/docs/a', 'docs', { '/a.js': 150 }), page('/docs/b', 'docs', { '/b.js': 170 }), page('/docs/c', 'docs', { '/c.js': 160 }), page('/en/docs/a', 'docs', { '/a.js': 140 })];
    expect(pickSample(pages).map(({ page: picked, why }) => [picked.page, why])).toEqual([
      ['/docs/b', 'heaviest'],
      ['/docs/c', 'median'],
      ['/en/docs/a', 'heaviest'],
    ]);
  });

  it('takes the other page of a pair as its median', () => {
    const pages = [page('/privacy', 'legal', { '/p.js': 160 }), page('/server', 'legal', { '/s.js': 165 })];
    expect(pickSample(pages).map(({ page: picked, why }) => [picked.page, why])).toEqual([
      ['/server', 'heaviest'],
      ['/privacy', 'median'],
    ]);
  });

  it('prefers the page whose client-rendered content starts soonest to the median, and skips redirects', () => {
    const pages = [
      page('/docs/a', 'docs', { '/a.js': 150 }, { clientRenderedAt: 900 }),
      page('/docs/b', 'docs', { '/b.js': 170 }, { clientRenderedAt: 100 }),
      page('/docs/c', 'docs', { '/c.js': 160 }, { clientRenderedAt: 300 }),
      page('/old/', 'redirect', {}),
    ];
    // The heaviest page is also the first with client-rendered content: the next one is the other pick.
    expect(pickSample(pages).map(({ page: picked, why }) => [picked.page, why])).toEqual([
      ['/docs/b', 'heaviest'],
      ['/docs/c', 'client-rendered'],
    ]);
  });
});

describe('compareWithBrowser', () => {
  const computed = page('/docs/a', 'docs', { '/main.js': 140, '/route.js': 35 });
  const fetched = (scripts: Record<string, number>, extra = {}) => ({
    scripts: new Map(Object.entries(scripts).map(([file, kb]) => [`${base}${file}`, kb * KB])),
    scriptsBeforeIntent: new Map<string, number>(),
    stylesheets: computed.stylesheets,
    outsideHosts: [],
    searchFetched: false,
    ...extra,
  });

  it('passes when Chromium fetched the computed files', () => {
    const row = compareWithBrowser({ page: computed, why: 'heaviest' }, fetched({ '/main.js': 140, '/route.js': 35 }));
    expect(row.problems).toEqual([]);
    expect([row.matches, row.jsBrowser, row.onlyInBrowser, row.onlyComputed]).toEqual([true, 175 * KB, [], []]);
  });

  it('tolerates 2 % and names the files that differ', () => {
    const row = compareWithBrowser({ page: computed, why: 'median' }, fetched({ '/main.js': 140, '/route.js': 35, '/tiny.js': 3 }));
    expect(row.problems).toEqual([]);
    expect(row.onlyInBrowser).toEqual(['/tiny.js']);
  });

  it('fails over 2 %, with both figures, and on what Chromium fetched from other hosts or search', () => {
    const row = compareWithBrowser({ page: computed, why: 'client-rendered' }, fetched({ '/main.js': 140, '/route.js': 35, '/mermaid.js': 600 }, { outsideHosts: ['cdn.example.com'], searchFetched: true }));
    expect(row.problems.map((problem) => [problem.gate, problem.text])).toEqual([
      ['weight', 'JS computed 175.0 KB, Chromium fetched 775.0 KB'],
      ['weight', 'Chromium fetched from other hosts: cdn.example.com'],
      ['weight', 'Chromium fetched search code or index'],
    ]);
    expect(row.matches).toBe(false);
    const missing = compareWithBrowser({ page: computed, why: 'heaviest' }, fetched({ '/main.js': 140 }));
    expect(missing.onlyComputed).toEqual(['/route.js']);
    expect(missing.problems[0]?.text).toBe('JS computed 175.0 KB, Chromium fetched 140.0 KB');
  });

  it('fails when the JS fetched before the reader acts differs from the computed', () => {
    const early = fetched({ '/main.js': 140, '/route.js': 35 }, { scriptsBeforeIntent: new Map([[`${base}/main.js`, 140 * KB]]) });
    expect(compareWithBrowser({ page: computed, why: 'heaviest' }, early).problems.map((problem) => problem.text)).toEqual(['JS before the reader acts computed 0.0 KB, Chromium fetched 140.0 KB']);
  });
});
