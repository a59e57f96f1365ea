/** Types of drop-module-names-loader.cjs. */
declare function dropModuleNames(source: string): string;
export = dropModuleNames;
