import { describe, expect, it } from 'vitest';
import { exampleConfig } from '../testing/example-config';
import { parseConfig } from './load-config';

const benchSearch = {
  groups: [{ version: 'latest', locale: 'en', startPage: '/docs/intro', routePrefix: '/docs/', warmUp: 'install', queries: [{ q: 'install', kind: 'term', expect: ['installation'] }] }],
  downloads: ['/pagefind/'],
  gates: { minTop3: 0.95, maxLaterP95Ms: 150, maxFirstP95Ms: 400, maxFirstQueryKb: 240 },
};
const benchServe = { servers: [{ name: 'node' }], targets: [{ name: 'home', path: '/' }, { name: 'main bundle', mainBundle: true }] };
const benchBuild = { localePrefixes: ['', '/fr'] };
const parse = (config: unknown) => () => parseConfig(config, 'docs-quality.config.ts');

describe('the benchmarks’ config', () => {
  it('fills in the defaults', () => {
    const config = parseConfig({ ...exampleConfig, benchSearch, benchServe, benchBuild }, 'docs-quality.config.ts');
    expect(config.benchSearch?.referenceControlMs).toBe(14);
    expect(config.benchBuild?.warmRebuild).toBeUndefined();
    expect(parseConfig({ ...exampleConfig, benchBuild: { ...benchBuild, warmRebuild: { command: ['pnpm', 'build'] } } }, 'x').benchBuild?.warmRebuild?.cwd).toBe('.');
  });

  it('names a wrong key of a query, a gate, a target and a server', () => {
    const group = benchSearch.groups[0]!;
    const withQuery = (query: object) => ({ ...exampleConfig, benchSearch: { ...benchSearch, groups: [{ ...group, queries: [query] }] } });
    expect(parse(withQuery({ q: 'install', kind: 'term', expected: ['installation'] }))).toThrow(/^docs-quality\.config\.ts is not a valid docs-quality config:\n {2}benchSearch\.groups\[0\]\.queries\[0\]\.expect: [^\n]*\n {2}benchSearch\.groups\[0\]\.queries\[0\]\.expected: unknown key$/);
    expect(parse(withQuery({ q: 'install', kind: 'term', expect: ['/docs/installation'] }))).toThrow(/benchSearch\.groups\[0\]\.queries\[0\]\.expect\[0\]: is relative to the group’s routePrefix/);
    expect(parse({ ...exampleConfig, benchSearch: { ...benchSearch, gates: { ...benchSearch.gates, maxFirstQueryBytes: 1 } } })).toThrow(/benchSearch\.gates\.maxFirstQueryBytes: unknown key/);
    expect(parse({ ...exampleConfig, benchSearch: { ...benchSearch, groups: [{ ...group, routePrefix: '/docs' }] } })).toThrow(/benchSearch\.groups\[0\]\.routePrefix: must end with \//);
    expect(parse({ ...exampleConfig, benchServe: { ...benchServe, targets: [{ name: 'home', url: '/' }] } })).toThrow(/benchServe\.targets\[0\]: /);
    expect(parse({ ...exampleConfig, benchServe: { ...benchServe, servers: [{ name: 'nginx', cmd: ['nginx'] }] } })).toThrow(/benchServe\.servers\[0\]\.cmd: unknown key/);
    expect(parse({ ...exampleConfig, benchBuild: { locales: ['', '/fr'] } })).toThrow(/benchBuild\.locales: unknown key/);
  });
});
