import { describe, expect, it } from 'vitest';
import { earlySearchScript } from './early-search';
import { PAGEFIND_OPTIONS } from './pagefind';

describe('earlySearchScript', () => {
  it('imports Pagefind from the bundle path and sets the options the search uses', () => {
    const code = earlySearchScript('/pagefind/', 64);
    expect(code).toContain('import("/pagefind/pagefind.js")');
    expect(code).toContain(JSON.stringify(PAGEFIND_OPTIONS));
    expect(code).toContain('.slice(0,64)');
  });

  it('cannot end its script element early', () => {
    expect(earlySearchScript('/x</script><script>alert(1)//', 64)).not.toContain('<');
  });

  it('preloads the vocabulary and the page list of the page\'s language for a query only', () => {
    const code = earlySearchScript('/pagefind/', 64, { termsUrl: '/search-terms.json', pageListUrl: '/pagefind/pages.{language}.json' });
    const appended: Array<Record<string, string>> = [];
    const document = { documentElement: { lang: 'zh-CN' }, createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => appended.push(link) } };
    const run = (search: string) => new Function('location', 'document', 'importModule', code.replace('import(', 'importModule('))({ search }, document, async () => ({})) as void;
    run('');
    expect(appended).toEqual([]);
    run('?q=helm');
    expect(appended).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/search-terms.json' },
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/pagefind/pages.zh-cn.json' },
    ]);
  });

  it('starts Pagefind only for a query, with the query trimmed', async () => {
    const calls: string[] = [];
    const pagefind = { options: async () => calls.push('options'), preload: async (query: string) => calls.push(`preload ${query}`) };
    // The page's script, with its dynamic import pointed at a stand-in for Pagefind.
    const code = earlySearchScript('/pagefind/', 64).replace('import(', 'importModule(');
    const run = (search: string) =>
      new Function('location', 'importModule', code)({ search }, async (url: string) => (calls.push(`import ${url}`), pagefind)) as void;
    run('');
    run('?q=%20%20');
    await Promise.resolve();
    expect(calls).toEqual([]);
    run('?q=%20helm%20');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['import /pagefind/pagefind.js', 'options', 'preload helm']);
  });
});
