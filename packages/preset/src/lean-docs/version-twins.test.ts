import { describe, expect, it } from 'vitest';
import { withVersionTwins, type DocsGlobalData } from './version-twins';

const data: DocsGlobalData = {
  versions: [
    {
      name: 'current',
      docs: [
        { id: 'reference/analysis/arthas', path: '/docs/reference/analysis/arthas', sidebar: 'docs' },
        { id: 'quick-start/introduction', path: '/docs', sidebar: 'docs' },
      ],
    },
    {
      name: '5.17',
      docs: [
        { id: 'micro-service/analysis/arthas', path: '/docs/5.17/micro-service/analysis/arthas', sidebar: 'docs' },
        { id: 'quick-start/introduction', path: '/docs/5.17', sidebar: 'docs' },
      ],
    },
  ],
};
const twins = (pairs: Record<string, string>, other = 'current') => [{ version: '5.17', source: 'pkg/version-twins.json', manifest: { [other]: pairs } }];

describe('version twins', () => {
  it('gives each version an alias of its twin under the other version\'s id', () => {
    const result = withVersionTwins(data, twins({ 'micro-service/analysis/arthas': 'reference/analysis/arthas' }));
    expect(result.versions[0]!.docs.at(-1)).toEqual({ id: 'micro-service/analysis/arthas', path: '/docs/reference/analysis/arthas', sidebar: 'docs' });
    expect(result.versions[1]!.docs.at(-1)).toEqual({ id: 'reference/analysis/arthas', path: '/docs/5.17/micro-service/analysis/arthas', sidebar: 'docs' });
    expect(result.versions[0]!.docs).toHaveLength(3);
  });

  it('changes nothing without a manifest', () => {
    expect(withVersionTwins(data, [])).toEqual(data);
  });

  it('names the manifest and the doc that does not exist', () => {
    expect(() => withVersionTwins(data, twins({ 'micro-service/gone': 'reference/analysis/arthas' }))).toThrow('pkg/version-twins.json: version "5.17" has no doc "micro-service/gone"');
    expect(() => withVersionTwins(data, twins({ 'micro-service/analysis/arthas': 'x' }))).toThrow('pkg/version-twins.json: version "current" has no doc "x"');
    expect(() => withVersionTwins(data, twins({ 'micro-service/analysis/arthas': 'x' }, '4.0'))).toThrow('there is no docs version "4.0"');
  });

  it('refuses a pair of docs that already share an id, and a doc paired twice', () => {
    expect(() => withVersionTwins(data, twins({ 'quick-start/introduction': 'reference/analysis/arthas' }))).toThrow('"quick-start/introduction" already has a twin in version "current"');
    const twice = [
      ...twins({ 'micro-service/analysis/arthas': 'reference/analysis/arthas' }),
      ...twins({ 'micro-service/analysis/arthas': 'quick-start/introduction' }),
    ];
    expect(() => withVersionTwins(data, twice)).toThrow('already has a twin');
  });
});
