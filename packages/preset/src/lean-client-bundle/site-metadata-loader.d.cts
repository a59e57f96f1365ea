/** Types of site-metadata-loader.cjs. */
declare function withoutPluginVersions(source: string): string;
export = withoutPluginVersions;
