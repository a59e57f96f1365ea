import { describe, expect, it } from 'vitest';
import runtimeTables from './runtime-tables.cjs';

const { removeTableEntries, sectionTablesCode } = runtimeTables;

const runtime = 'o.u=e=>"assets/js/"+e+"."+({105:"7182037e",1033:"cf5f7be8","2a":"00000001",36e3:"e5056679"})[e]+".js",o.gca=function(e){return e=({0:"105",a:"1033"})[e]||e;}';

describe('runtime tables', () => {
  it('removes the given entries from the chunk file and chunk name tables, keeping the others, whatever form the minifier gave their keys', () => {
    const edited = removeTableEntries(runtime, [['1033', 'cf5f7be8'], ['a', '1033'], ['2a', '00000001'], ['36000', 'e5056679']]);
    expect(edited).toBe('o.u=e=>"assets/js/"+e+"."+({105:"7182037e"})[e]+".js",o.gca=function(e){return e=({0:"105"})[e]||e;}');
  });

  it('fails when an entry is not in any table, so a change of runtime format cannot pass unnoticed', () => {
    expect(() => removeTableEntries(runtime, [['999', 'deadbeef']])).toThrow(/1 entries not found.*999 → deadbeef/);
  });

  it('writes code that adds a section’s tables to self.__routeChunks', () => {
    const self: { __routeChunks?: { files: Record<string, string>; ids: Record<string, string> } } = { __routeChunks: { files: { 1: 'one.js' }, ids: {} } };
    new Function('self', sectionTablesCode('assets/js/', { 1033: 'cf5f7be8' }, { a: '1033' }))(self);
    expect(self.__routeChunks).toEqual({ files: { 1: 'one.js', 1033: 'assets/js/1033.cf5f7be8.js' }, ids: { a: '1033' } });
  });
});
