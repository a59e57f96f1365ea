import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeSearchPageLists } from './search-page-list';

function indexWith(fragments: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-list-'));
  mkdirSync(path.join(dir, 'fragment'));
  for (const [hash, fragment] of Object.entries(fragments)) {
    writeFileSync(path.join(dir, 'fragment', `${hash}.pf_fragment`), gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`));
  }
  return dir;
}

describe('writeSearchPageLists', () => {
  it('writes one list per language: fragment hash → route file, title, type', () => {
    const dir = indexWith({
      'zh-cn_abc1234': { url: '/docs/intro.html', meta: { title: '介绍' }, filters: { type: ['docs'] } },
      'zh-cn_def5678': { url: '/blog/post.html', meta: {}, filters: {} },
      'en-us_0123abc': { url: '/en/docs/intro.html', meta: { title: 'Intro' }, filters: { type: ['docs'] } },
    });
    writeSearchPageLists(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'pages.zh-cn.json'), 'utf8'))).toEqual({
      'zh-cn_abc1234': ['/docs/intro.html', '介绍', 'docs'],
      'zh-cn_def5678': ['/blog/post.html', '/blog/post.html', 'page'],
    });
    expect(JSON.parse(readFileSync(path.join(dir, 'pages.en-us.json'), 'utf8'))).toEqual({ 'en-us_0123abc': ['/en/docs/intro.html', 'Intro', 'docs'] });
  });

  it('names a file that is not a Pagefind fragment', () => {
    const dir = indexWith({});
    writeFileSync(path.join(dir, 'fragment', 'zh-cn_bad0000.pf_fragment'), gzipSync('not a fragment'));
    expect(() => writeSearchPageLists(dir)).toThrow(/zh-cn_bad0000\.pf_fragment: not a Pagefind fragment/);
  });
});
