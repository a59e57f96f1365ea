import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import SectionChunksPlugin from './section-chunks-plugin.cjs';

const generatedFile = (names: string) => new RegExp(`[\\\\/]\\.docusaurus[\\\\/](${names})$`);
const routeModules = generatedFile('registry\\.js|routes\\.js');
const routeDataFiles = generatedFile('routes\\.js|registry\\.js|routesChunkNames\\.json|globalData\\.json');
const coreClientModule = (name: string) => new RegExp(`@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${name}\\.js$`);

interface NavbarItem {
  docId?: string;
  items?: NavbarItem[];
}

function docIdsOf(items: readonly NavbarItem[] = []): string[] {
  return items.flatMap((item) => [...(item.docId === undefined ? [] : [item.docId]), ...docIdsOf(item.items)]);
}

/** Where an HTML page of `routePath` is in the build, if it is there. */
function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length).replace(/\/$/, '') : undefined;
  if (relative === undefined) return undefined;
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file));
}

type SectionManifest = Record<string, { file?: string; paths: string[] }>;

/**
 * How the route data Docusaurus generates reaches the browser, so that a page's first load does
 * not grow with the number of pages (route-data.cjs has the split, client/ the browser side):
 *
 * - Each route section (a docs version, a collection, the blog) carries its routes, its chunks
 *   and its docs in its own chunk, loaded when the reader enters it; the core's `preload` and
 *   `window.docusaurus` are replaced by versions that load sections first.
 * - The chunks only one section uses leave the bundler runtime's tables (section-chunks-plugin).
 * - Every page of a section names the section's chunk in its HTML, so it loads beside the main
 *   bundle rather than after it.
 * - Versioned docs and translations reach the site through symlinks (see assemble-content.ts).
 *   If the bundler resolves those links for the route modules, the pages' metadata modules get
 *   two identities and docs render without metadata; so, for those files, it must not. Symlinks
 *   stay resolved everywhere else, as pnpm's layout needs.
 * - Registry entries carry no module names (only server rendering reads them) and chunks get
 *   short names: their index in the registry, in base 36.
 * - The client modules here import helpers of `@docusaurus/core`'s client: the copy that builds
 *   the site, which may not be the one installed beside this package.
 */
export default function routeRegistry(context: LoadContext): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'route-sections.json');
  const keepDocIds = docIdsOf((context.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar?.items);
  const coreClientDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json', { paths: [context.siteDir] })), 'lib', 'client');
  return {
    name: 'route-registry',
    configureWebpack(config, isServer, { currentBundler }) {
      const keepSymlinks = { test: routeModules, resolve: { symlinks: false } };
      if (isServer) return { module: { rules: [keepSymlinks] } };
      const routeData = {
        test: routeDataFiles,
        use: [
          {
            loader: path.join(__dirname, 'route-data-loader.cjs'),
            options: {
              baseUrl: context.baseUrl,
              keepDocIds,
              outletModule: path.join(__dirname, 'client/section-outlet.js'),
              restoreDocsModule: path.join(__dirname, 'client/restore-docs.js'),
            },
          },
        ],
      };
      const replace = (name: string, file: string) => new currentBundler.instance.NormalModuleReplacementPlugin(coreClientModule(name), path.join(__dirname, 'client', file));
      const production = config.mode === 'production';
      return {
        module: { rules: [keepSymlinks, routeData] },
        resolve: { alias: { '@docusaurus/core/lib/client': coreClientDir } },
        plugins: [
          replace('preload', 'preload.js'),
          replace('docusaurus', 'docusaurus.js'),
          ...(production ? [new SectionChunksPlugin({ generatedFilesDir: context.generatedFilesDir, baseUrl: context.baseUrl, keepDocIds, manifestFile })] : []),
        ],
      };
    },
    async postBuild({ outDir }) {
      const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as SectionManifest;
      for (const [key, { file, paths }] of Object.entries(manifest)) {
        if (file === undefined) throw new Error(`route-registry: the route section ${key} has no chunk file`);
        const script = `<script src="${context.baseUrl}${file}" defer></script>`;
        for (const routePath of paths) {
          const htmlFile = htmlFileOf(outDir, context.baseUrl, routePath);
          if (htmlFile === undefined) continue;
          const html = await fs.promises.readFile(htmlFile, 'utf8');
          if (!html.includes('</head>')) throw new Error(`route-registry: ${htmlFile} has no </head>`);
          await fs.promises.writeFile(htmlFile, html.replace('</head>', `${script}</head>`));
        }
      }
    },
  };
}
