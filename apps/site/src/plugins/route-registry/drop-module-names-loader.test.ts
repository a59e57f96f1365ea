import { describe, expect, it } from 'vitest';
import dropModuleNames from './drop-module-names-loader.cjs';

describe('drop-module-names loader', () => {
  it('empties the server-only module name of each registry entry', () => {
    const registry = `export default {
  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],
};`;
    expect(dropModuleNames(registry)).toContain(`"@theme/BlogTagsListPage"), "", require.resolveWeak("@theme/BlogTagsListPage")]`);
  });

  it('fails loudly when the registry no longer has the expected shape', () => {
    expect(() => dropModuleNames('x: [load, "a", require.resolveWeak ("a")] require.resolveWeak(')).toThrow(/registry format changed/);
  });
});
