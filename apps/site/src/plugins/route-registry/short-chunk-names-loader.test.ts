import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import shortChunkNamesLoader from './short-chunk-names-loader.cjs';

const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/version.json"), "", require.resolveWeak("@generated/version.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],
};`;

function load(file: 'registry.js' | 'routesChunkNames.json', source: string, registrySource = registry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunk-names-'));
  writeFileSync(path.join(dir, 'registry.js'), registrySource);
  const dependencies: string[] = [];
  const output = shortChunkNamesLoader.call({ resourcePath: path.join(dir, file), addDependency: (dependency) => dependencies.push(dependency) }, source);
  return { output, dependencies, dir };
}

describe('short-chunk-names loader', () => {
  it('renames the registry keys and their webpackChunkName comments to base-36 indexes', () => {
    const { output } = load('registry.js', registry);
    expect(output).toContain(`  "0": [() => import(/* webpackChunkName: "0" */ "@generated/version.json")`);
    expect(output).toContain(`  "1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem")`);
    expect(output).not.toContain('0058b4c6');
  });

  it('renames every chunk of routesChunkNames.json the same way, nested values included', () => {
    const routes = { '/docs/a-5e5': { __comp: '17896441', __context: { data: { version: '0058b4c6' } }, items: [{ content: '17896441' }] } };
    const { output, dependencies, dir } = load('routesChunkNames.json', JSON.stringify(routes));
    expect(JSON.parse(output)).toEqual({ '/docs/a-5e5': { __comp: '1', __context: { data: { version: '0' } }, items: [{ content: '1' }] } });
    expect(dependencies).toEqual([path.join(dir, 'registry.js')]);
  });

  it('fails loudly on a chunk the registry does not list, or on a registry it cannot read', () => {
    expect(() => load('routesChunkNames.json', JSON.stringify({ '/x-1': { __comp: 'ffffffff' } }))).toThrow(/"ffffffff", which the registry does not list/);
    expect(() => load('registry.js', 'export default {};')).toThrow(/no chunks found/);
  });
});
