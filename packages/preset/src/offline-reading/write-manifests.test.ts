import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OfflineManifest } from '@rainbond/docusaurus-theme';
import { writeOfflineReading } from './write-manifests';

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'offline-reading-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const site = {
  baseUrl: '/',
  locales: [
    { name: 'zh', htmlLang: 'zh-CN', urlPrefix: '' },
    { name: 'en', htmlLang: 'en-US', urlPrefix: '/en' },
  ],
  docsVersions: [
    { label: 'V2', path: '/docs' },
    { label: 'V1', path: '/docs/1' },
  ],
  offlineReading: { searchPagePath: 'search', searchBundlePath: '/pagefind/', searchTermsUrl: '/terms.json' },
};

const page = (body: string) => `<html><head><link rel=stylesheet href=/assets/css/s.css><link rel=alternate type=application/rss+xml href=/blog/rss.xml></head><body>${body}<script type=text/x-start-on-intent src=/assets/js/main.js></script></body></html>`;

const files = {
  'docs.html': page('<a href=/docs/guide>guide</a><img src=/img/a.png>'),
  'docs/guide.html': page('<a href=/blog/post>post</a>'),
  'docs/1.html': page('old'),
  'search.html': page('search'),
  'en/docs.html': page('en'),
  'assets/css/s.css': 'body{}',
  'assets/js/main.js': 'app()',
  'img/a.png': 'png',
  'blog/rss.xml': '<rss/>',
  'terms.json': '{}',
  'pagefind/pagefind.js': 'pf',
  'pagefind/pagefind-ui.js': 'ui',
  'pagefind/pagefind.js.br': 'br',
  'pagefind/wasm.zh-cn.pagefind': 'w',
  'pagefind/wasm.en-us.pagefind': 'w',
  'pagefind/pages.zh-cn.json': '{}',
  'pagefind/pagefind.en-us_1.pf_meta': 'm',
  'pagefind/index/zh-cn_1.pf_index': 'i',
  'pagefind/index/en-us_1.pf_index': 'i',
  'pagefind/fragment/zh-cn_2.pf_fragment': 'f',
};

describe('writeOfflineReading', () => {
  it("lists a version's pages, the locale's search page, the files they use but the app's scripts and feeds, and the search files of the locale's language", () => {
    const dir = build(files);
    const written = writeOfflineReading(dir, site, { made: new Date('2026-11-27T00:00:00Z'), worker: 'worker()' });
    expect(written.map(({ file }) => file)).toEqual(['offline/zh/v2.json', 'offline/zh/v1.json', 'offline/en/v2.json']);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'offline/zh/v2.json'), 'utf8')) as OfflineManifest;
    expect(manifest.files.map(([url]) => url)).toEqual([
      '/docs',
      '/docs/guide',
      '/search',
      '/assets/css/s.css',
      '/img/a.png',
      '/pagefind/fragment/zh-cn_2.pf_fragment',
      '/pagefind/index/zh-cn_1.pf_index',
      '/pagefind/pagefind.js',
      '/pagefind/pages.zh-cn.json',
      '/pagefind/wasm.zh-cn.pagefind',
      '/terms.json',
    ]);
    expect(manifest).toMatchObject({ version: 'V2', locale: 'zh', made: '2026-11-27T00:00:00.000Z', home: '/docs', searchPage: '/search' });
    expect(manifest.notice.offline).toContain('V2');
    expect(readFileSync(path.join(dir, 'offline-sw.js'), 'utf8')).toBe('worker()');
  });

  it('gives a new build id when a file changes, and the same one when nothing does', () => {
    const dir = build(files);
    const buildOf = () => {
      writeOfflineReading(dir, site, { made: new Date(), worker: '' });
      return (JSON.parse(readFileSync(path.join(dir, 'offline/zh/v2.json'), 'utf8')) as OfflineManifest).build;
    };
    const first = buildOf();
    expect(buildOf()).toBe(first);
    writeFileSync(path.join(dir, 'docs/guide.html'), page('changed'));
    expect(buildOf()).not.toBe(first);
  });
});
