import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { headerVariantFor } from '@rainbond/docusaurus-theme';
import generatedRouteFiles from '@rainbond/docusaurus-preset/generated-route-files';
import { routeAssetsManifestPath, type RouteAssetsManifest } from './manifest';
import { routeFiles, type ChunkGroup } from './route-files';

/** The parts of a webpack or Rspack compilation this plugin reads. */
interface Compilation {
  readonly chunkGroups: readonly { readonly origins: readonly { readonly request?: string | null }[]; getFiles(): string[] }[];
  readonly entrypoints: ReadonlyMap<string, { getFiles(): string[] }>;
}
interface Compiler {
  readonly hooks: { readonly afterEmit: { tap(name: string, callback: (compilation: Compilation) => void): void } };
}

/** The theme's client module `header-preload` makes this import part of every marketing route's preload. */
const MARKETING_HEADER_REQUEST = '@theme/MarketingHeader';

/**
 * Writes, for each locale, which files the browser loads before it renders each page
 * (`manifest.ts`). Docusaurus puts only the entry point's scripts into a page's HTML; the route's
 * own chunks are loaded by the client's `preload()` once the main bundle runs. So the list comes
 * from the client build's chunk groups, Docusaurus's route files (`.docusaurus/routes.js`,
 * `routesChunkNames.json`, `registry.js`, rewritten for every locale) and the theme's rule for
 * which pages preload the marketing header.
 */
export default function routeAssetsPlugin(context: LoadContext): Plugin {
  let client: { entry: readonly string[]; groups: readonly ChunkGroup[] } | undefined;
  return {
    name: 'route-assets',
    configureWebpack(_config, isServer) {
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
    async postBuild({ routesPaths, baseUrl, siteConfig }) {
      if (client === undefined || client.entry.length === 0) throw new Error('route-assets: the client build was not observed');
      const generated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const build = {
        ...client,
        routes: generatedRouteFiles.parseRoutes(generated('routes.js')),
        chunkNames: JSON.parse(generated('routesChunkNames.json')) as Record<string, unknown>,
        registry: generatedRouteFiles.parseRegistry(generated('registry.js')),
      };
      const { docsPathWords } = siteConfig.themeConfig as { docsPathWords?: readonly string[] };
      const routes = Object.fromEntries(
        [...routesPaths].sort().map((routePath) => {
          const extra = headerVariantFor(routePath, docsPathWords) === 'marketing' ? [MARKETING_HEADER_REQUEST] : [];
          return [routePath, routeFiles(build, routePath, extra)];
        }),
      );
      const manifest: RouteAssetsManifest = { locale: context.i18n.currentLocale, baseUrl, entry: client.entry, routes };
      const file = routeAssetsManifestPath(context.siteDir, context.i18n.currentLocale);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
    },
  };
}
