/** Types of short-chunk-names-loader.cjs. */
declare function shortChunkNamesLoader(this: { resourcePath: string; addDependency(file: string): void }, source: string): string;
declare namespace shortChunkNamesLoader {
  function shortChunkNames(registrySource: string): Map<string, string>;
}
export = shortChunkNamesLoader;
