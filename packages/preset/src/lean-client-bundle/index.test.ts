import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as interop from './tslib-interop.mjs';
import { TSLIB_BROWSER_HELPERS } from './index';

const requireFromPreset = createRequire(path.join(__dirname, '../../package.json'));

/** Every `tslib_1.__helper` the CommonJS build of the package in `packageDir` calls. */
function tslibHelpersOf(packageDir: string): string[] {
  const lib = path.join(packageDir, 'lib');
  const sources = readdirSync(lib).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(lib, file), 'utf8'));
  return [...new Set(sources.flatMap((source) => [...source.matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]!)))];
}

describe('the browser tslib', () => {
  it('has every helper the client utilities of Docusaurus call', () => {
    const core = createRequire(requireFromPreset.resolve('@docusaurus/core/package.json'));
    const utilsCommon = path.dirname(core.resolve('@docusaurus/utils-common/package.json'));
    const needed = tslibHelpersOf(utilsCommon);
    expect(needed.length).toBeGreaterThan(0);
    for (const helper of needed) expect(TSLIB_BROWSER_HELPERS).toContain(helper);
  });

  it('exports exactly the helpers it lists, as functions', () => {
    expect(Object.keys(interop).sort()).toEqual([...TSLIB_BROWSER_HELPERS].sort());
    for (const helper of TSLIB_BROWSER_HELPERS) expect(typeof interop[helper]).toBe('function');
  });
});
