import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { describeIssues } from '../config/load-config';
import generatedRouteFiles from '@rainbond/docusaurus-preset/generated-route-files';
import { routeAssetsManifestPath, type RouteAssetsManifest } from './manifest';
import { routeFiles, type ChunkGroup, type MatchRoutes } from './route-files';

export type { RouteAssetsManifest } from './manifest';

/** The parts of a webpack or Rspack compilation this plugin reads. */
interface Compilation {
  readonly chunkGroups: readonly { readonly origins: readonly { readonly request?: string | null }[]; getFiles(): string[] }[];
  readonly entrypoints: ReadonlyMap<string, { getFiles(): string[] }>;
}
interface Compiler {
  readonly hooks: { readonly afterEmit: { tap(name: string, callback: (compilation: Compilation) => void): void } };
}

/** What the plugin reads of Docusaurus's LoadContext and postBuild props (typed here so the package needs no Docusaurus of its own). */
interface LoadContext {
  readonly siteDir: string;
  readonly generatedFilesDir: string;
  readonly i18n: { readonly currentLocale: string };
}
interface PostBuildProps {
  readonly routesPaths: readonly string[];
  readonly baseUrl: string;
  readonly siteConfig: { readonly themeConfig: Readonly<Record<string, unknown>> };
}

type ExtraImports = (routePath: string, themeConfig: Readonly<Record<string, unknown>>) => readonly string[];

const optionsSchema = z.strictObject({
  /** Docusaurus's plugin id, when it adds one. */
  id: z.string().optional(),
  /**
   * Imports a client module adds to a route's preload (Docusaurus's `preload()` does not know
   * them), e.g. a header that only some pages load: given the route's path and the site's theme
   * config, the requests of those imports.
   */
  extraImports: z.custom<ExtraImports>((value) => typeof value === 'function', { message: 'must be a function (routePath, themeConfig) => string[]' }).optional(),
  /** Where the manifests go, relative to the site: beside the build, not in it. */
  outDir: z.string().default('.route-assets'),
});

export type RouteAssetsOptions = z.input<typeof optionsSchema>;

/** The plugin's options, validated: a wrong one fails the build naming the key. */
function validOptions(options: unknown): z.output<typeof optionsSchema> {
  const result = optionsSchema.safeParse(options ?? {});
  if (!result.success) throw new Error(`route-assets (@rainbond/docs-quality/plugin) options:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
  return result.data;
}

/** The very matcher the client's `preload()` runs: react-router-config, as the site's Docusaurus resolves it. */
function siteMatchRoutes(siteDir: string): MatchRoutes {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  const requireFromCore = createRequire(requireFromSite.resolve('@docusaurus/core/package.json'));
  return (requireFromCore('react-router-config') as { matchRoutes: MatchRoutes }).matchRoutes;
}

/**
 * Writes, for each locale, which files the browser loads before it renders each page
 * (`manifest.ts`). Docusaurus puts only the entry point's scripts into a page's HTML; the route's
 * own chunks are loaded by the client's `preload()` once the main bundle runs. So the list comes
 * from the client build's chunk groups, Docusaurus's route files (`.docusaurus/routes.js`,
 * `routesChunkNames.json`, `registry.js`) and the imports `extraImports` adds.
 */
export default function routeAssetsPlugin(context: LoadContext, rawOptions: unknown) {
  const options = validOptions(rawOptions);
  let client: { entry: readonly string[]; groups: readonly ChunkGroup[] } | undefined;
  return {
    name: 'route-assets',
    configureWebpack(_config: unknown, isServer: boolean) {
      if (isServer) return {};
      const capture = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('route-assets', (compilation) => {
            client = {
              entry: compilation.entrypoints.get('main')?.getFiles() ?? [],
              groups: compilation.chunkGroups.map((group) => ({
                requests: group.origins.flatMap((origin) => (origin.request ? [origin.request] : [])),
                files: group.getFiles(),
              })),
            };
          });
        },
      };
      return { plugins: [capture] };
    },
    async postBuild({ routesPaths, baseUrl, siteConfig }: PostBuildProps) {
      if (client === undefined || client.entry.length === 0) throw new Error('route-assets: the client build was not observed');
      const generated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const build = {
        ...client,
        routes: generatedRouteFiles.parseRoutes(generated('routes.js')),
        chunkNames: JSON.parse(generated('routesChunkNames.json')) as Record<string, unknown>,
        registry: generatedRouteFiles.parseRegistry(generated('registry.js')),
      };
      const matchRoutes = siteMatchRoutes(context.siteDir);
      const routes = Object.fromEntries(
        [...routesPaths].sort().map((routePath) => [routePath, routeFiles(build, routePath, options.extraImports?.(routePath, siteConfig.themeConfig) ?? [], matchRoutes)]),
      );
      const manifest: RouteAssetsManifest = { locale: context.i18n.currentLocale, baseUrl, entry: client.entry, routes };
      const file = routeAssetsManifestPath(path.resolve(context.siteDir, options.outDir), context.i18n.currentLocale);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
    },
  };
}
