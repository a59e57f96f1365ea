import { describe, expect, it } from 'vitest';
import { rerank, type RankCandidate } from './rank';

const page = (url: string, title: string, score: number, type = 'docs', headings: string[] = []): RankCandidate => ({ url, title, type, headings, score });

describe('rerank', () => {
  it('puts the page whose title is the query above pages that mention it more', () => {
    const order = rerank([page('/docs/multi-arch', '异构应用模板', 30), page('/docs/other', '其他', 25), page('/docs/auto-build', '自动构建', 9)], ['自动构建']);
    expect(order[0]!.url).toBe('/docs/auto-build');
  });

  it('lets guides outrank API operation pages for task queries, not for API queries', () => {
    const candidates = [page('/en/docs/api/user/changeUserPassword', 'Change a user password', 12), page('/en/docs/ops/reset-pwd', 'Reset the administrator password', 8)];
    expect(rerank(candidates, ['reset password'])[0]!.url).toBe('/en/docs/ops/reset-pwd');
    expect(rerank([page('/docs/api/x', 'Upgrade an application', 10), page('/docs/upgrade', 'Upgrade an application', 10)], ['upgrade api'])[0]!.url).toBe('/docs/api/x');
  });

  it('prefers docs to blog posts and site pages unless the query asks for the blog', () => {
    const candidates = [page('/feature/app-market', '应用市场', 10, 'page'), page('/docs/installation/offline', '离线安装', 9)];
    expect(rerank(candidates, ['离线安装'])[0]!.url).toBe('/docs/installation/offline');
  });

  it('counts a heading that matches, and keeps Pagefind\u2019s order between equals', () => {
    const order = rerank([page('/a', 'A', 5), page('/b', 'B', 5, 'docs', ['Offline installation']), page('/c', 'C', 5)], ['offline installation']);
    expect(order.map((candidate) => candidate.url)).toEqual(['/b', '/a', '/c']);
  });
});
