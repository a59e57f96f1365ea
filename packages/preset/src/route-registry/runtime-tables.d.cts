/** Types of runtime-tables.cjs. */
declare const runtimeTables: {
  removeTableEntries(runtime: string, remove: ReadonlyArray<readonly [string, string]>): string;
  sectionTablesCode(directory: string, hashes: Record<string, string>, ids: Record<string, string>): string;
};
export = runtimeTables;
