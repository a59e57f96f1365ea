/** Types of section-chunks-plugin.cjs. */
declare class SectionChunksPlugin {
  constructor(options: { generatedFilesDir: string; baseUrl: string; keepDocIds: string[]; manifestFile: string });
  apply(compiler: unknown): void;
}
export = SectionChunksPlugin;
