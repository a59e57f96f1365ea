/** Types of server-only-config-loader.cjs. */
declare function withoutServerOnlyConfig(source: string): string;
declare namespace withoutServerOnlyConfig {
  const SERVER_ONLY_KEYS: readonly string[];
}
export = withoutServerOnlyConfig;
