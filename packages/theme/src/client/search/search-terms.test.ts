import { describe, expect, it } from 'vitest';
import { dropStopWords, localizeQuery, parseSearchTerms, segmentQuery, type SearchTerms } from './search-terms';

const terms: SearchTerms = {
  phrases: { zh: ['自动构建', '应用市场', '离线安装', '组件库', '网关策略', '构建'] },
  synonyms: [
    { zh: ['组件'], en: ['component', 'components'] },
    { zh: ['网关'], en: ['gateway'] },
    { zh: ['应用市场'], en: ['app store', 'marketplace'] },
    { zh: ['应用'], en: ['application', 'app'] },
    { en: ['kubernetes', 'k8s'], zh: ['kubernetes', 'k8s'] },
    { en: ['uninstall', 'remove'] },
  ],
};

describe('segmentQuery', () => {
  it('keeps product terms whole, the longest first', () => {
    expect(segmentQuery('自动构建部署', terms.phrases.zh!)).toEqual([
      { text: '自动构建', whole: true },
      { text: '部署', whole: false },
    ]);
    expect(segmentQuery('如何配置网关策略和组件库', terms.phrases.zh!).filter((token) => token.whole).map((token) => token.text)).toEqual(['网关策略', '组件库']);
    expect(segmentQuery('离线安装 helm', terms.phrases.zh!)).toEqual([
      { text: '离线安装', whole: true },
      { text: 'helm', whole: false },
    ]);
  });
});

describe('localizeQuery', () => {
  it('turns a Chinese term typed on the English site into English', () => {
    expect(localizeQuery('组件', 'en', terms)).toBe('component');
    expect(localizeQuery('网关 https', 'en', terms)).toBe('gateway https');
  });

  it('turns an English term typed on the Chinese site into Chinese, the longest first', () => {
    expect(localizeQuery('App Store', 'zh', terms)).toBe('应用市场');
    expect(localizeQuery('app', 'zh', terms)).toBe('应用');
  });

  it('maps alternative spellings, whole words only', () => {
    expect(localizeQuery('k8s install', 'en', terms)).toBe('kubernetes install');
    expect(localizeQuery('remove rainbond', 'en', terms)).toBe('uninstall rainbond');
    expect(localizeQuery('removed', 'en', terms)).toBeUndefined();
  });

  it('finds Chinese terms inside a longer Chinese query', () => {
    expect(localizeQuery('如何配置网关', 'en', terms)).toBe('如何配置 gateway');
  });

  it('leaves a query in the locale\u2019s own words alone', () => {
    expect(localizeQuery('app store', 'en', terms)).toBeUndefined();
    expect(localizeQuery('应用市场', 'zh', terms)).toBeUndefined();
  });
});

describe('dropStopWords', () => {
  const withStops: SearchTerms = { ...terms, stopWords: { en: ['how', 'to', 'the'], zh: ['如何', '怎么'] } };
  it('keeps the words that carry a question of three or more words', () => {
    expect(dropStopWords('How to reset the admin password', 'en', withStops)).toBe('reset admin password');
    expect(dropStopWords('the gateway', 'en', withStops)).toBeUndefined();
    expect(dropStopWords('如何重置密码', 'zh', withStops)).toBe('重置密码');
  });
});

describe('parseSearchTerms', () => {
  it('accepts a vocabulary and rejects a malformed one with the reason', () => {
    expect(parseSearchTerms(terms)).toBe(terms);
    expect(() => parseSearchTerms({ phrases: { zh: [1] }, synonyms: [] })).toThrow(/phrases/);
    expect(() => parseSearchTerms({ phrases: {}, synonyms: {} })).toThrow(/synonyms/);
  });
});
