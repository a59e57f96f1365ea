import { describe, expect, it } from 'vitest';
import { movedPathOf, pathWithinSite, suggestPages, wordsOfPath } from './not-found';

const rules = [
  { pattern: '^/docs/(5\\.1[0-6])/(.*)$', to: 'https://v$1-docs.rainbond.com/docs/$2' },
  { pattern: '^/docs/(use-manual/.*)$', to: '/docs/5.17/$1' },
];

describe('not-found helpers', () => {
  it('takes the words of a missing address', () => {
    expect(wordsOfPath('/docs/installation/install-with-helm.html')).toBe('installation install with helm');
    expect(wordsOfPath('/docs/5.16/use-manual/component-manage/build_source')).toBe('use manual component manage build source');
    expect(wordsOfPath('/usescene/offlineDelivery')).toBe('usescene offline delivery');
    expect(wordsOfPath('/%E5%AE%89%E8%A3%85')).toBe('安装');
    expect(wordsOfPath('/%E5%AE')).toBe('%e5%ae');
    expect(wordsOfPath('/404.html')).toBe('');
  });

  it('strips the locale\'s base URL', () => {
    expect(pathWithinSite('/en/docs/x', '/en/')).toBe('/docs/x');
    expect(pathWithinSite('/docs/x', '/')).toBe('/docs/x');
  });

  it('says where an old address went: an archived site or the page in an older version', () => {
    expect(movedPathOf('/docs/5.16/get-start/intro', rules)).toEqual({ to: 'https://v5.16-docs.rainbond.com/docs/get-start/intro', external: true });
    expect(movedPathOf('/docs/use-manual/app-manage/share-app', rules)).toEqual({ to: '/docs/5.17/use-manual/app-manage/share-app', external: false });
    expect(movedPathOf('/docs/5.17/x', rules)).toBeNull();
  });

  it('searches all the words, all but one and each alone, and puts the closest addresses first', async () => {
    const index: Record<string, string[]> = {
      installation: ['/docs/a', '/docs/1.0/installation/install-with-helm/other/k3s', '/docs/installation/install-with-helm'],
      install: ['/docs/a', '/docs/1.0/installation/install-with-helm/other/k3s', '/docs/installation/install-with-helm'],
      with: ['/docs/c'],
      helmm: ['/docs/a'],
    };
    const queries: string[] = [];
    const search = async (query: string, limit: number) => {
      queries.push(query);
      const sets = query.split(' ').map((word) => index[word] ?? []);
      return sets.reduce((common, urls) => common.filter((url) => urls.includes(url))).slice(0, limit).map((url) => ({ url }));
    };
    // The address meant first, then a deeper page with more words of its own (found first), then the rest.
    expect(await suggestPages('installation install with helmm', search, 3)).toEqual([
      { url: '/docs/installation/install-with-helm' },
      { url: '/docs/1.0/installation/install-with-helm/other/k3s' },
      { url: '/docs/a' },
    ]);
    expect(queries).toEqual([
      'installation install with helmm',
      'install with helmm',
      'installation with helmm',
      'installation install helmm',
      'installation install with',
      'installation',
      'install',
      'with',
      'helmm',
    ]);
    expect(await suggestPages('with', search, 5)).toEqual([{ url: '/docs/c' }]);
    expect(await suggestPages('qqqq zzzz', search, 5)).toEqual([]);
    expect(await suggestPages('', search, 5)).toEqual([]);
  });
});
