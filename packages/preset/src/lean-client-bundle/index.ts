import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type Minimizer = NonNullable<NonNullable<BundlerConfig['optimization']>['minimizer']>[number];
/** What this plugin uses of `@rspack/core` (the site does not depend on it directly). */
interface Rspack {
  SwcJsMinimizerRspackPlugin: new (options: { minimizerOptions: Record<string, unknown> }) => Minimizer;
}

/** The helpers `./tslib-interop.mjs` gives the browser. */
export const TSLIB_BROWSER_HELPERS = ['__createBinding', '__exportStar', '__importDefault', '__importStar'] as const;

/**
 * Docusaurus's JS minimizer (the options of `@docusaurus/faster`), except that text outside ASCII
 * stays as it is instead of `\uXXXX` escapes: Chinese titles and text in the route chunks then
 * cost about 0.5 KB gzip less on a zh page. Every page declares UTF-8, and the servers send
 * scripts as UTF-8; a script without a charset takes its page's.
 */
function withUtf8Minimizer(config: BundlerConfig, rspack: Rspack): void {
  const minimizers = config.optimization?.minimizer;
  const index = minimizers?.findIndex((minimizer: unknown) => minimizer instanceof rspack.SwcJsMinimizerRspackPlugin) ?? -1;
  if (minimizers === undefined || index < 0) throw new Error('lean-client-bundle: the build has no SWC JS minimizer to configure');
  minimizers[index] = new rspack.SwcJsMinimizerRspackPlugin({
    minimizerOptions: {
      minify: true,
      ecma: 2020,
      compress: { ecma: 5 },
      module: true,
      mangle: true,
      format: { ecma: 5, comments: false, ascii_only: false },
    },
  });
}

/**
 * How the browser bundle is cut, for lighter first loads on every page:
 *
 * - Async chunks are named by their id. Docusaurus names route chunks after their modules, so
 *   the bundler runtime every page loads carried a table of ~1,000 chunk names beside the table
 *   of content hashes it needs anyway.
 * - `tslib`: Docusaurus's CommonJS client utilities (`@docusaurus/utils-common`) require it for
 *   one interop helper, and a CommonJS require keeps all of tslib (4 KB gzip). The browser gets
 *   the interop helpers only; a unit test checks those utilities ask for nothing else.
 * - The classic theme's route progress bar (nprogress) gives way to `./route-progress.ts`.
 * - The site config in the bundle leaves out what only the build reads
 *   (`./server-only-config-loader.cjs`), and the site metadata the list of plugins
 *   (`./site-metadata-loader.cjs`).
 * - The JS minifier keeps text as UTF-8 (`withUtf8Minimizer`).
 */
export default function leanClientBundle(): Plugin {
  return {
    name: 'lean-client-bundle',
    configureWebpack(config, isServer, { currentBundler }) {
      const routeProgress = new currentBundler.instance.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
        path.join(__dirname, 'route-progress.js'),
      );
      if (isServer) return { plugins: [routeProgress] };
      if (currentBundler.name !== 'rspack') throw new Error('lean-client-bundle: the site builds with Rspack (future.experimental_faster)');
      withUtf8Minimizer(config, currentBundler.instance as unknown as Rspack);
      return {
        plugins: [routeProgress],
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{ loader: path.join(__dirname, 'server-only-config-loader.cjs') }] },
            { test: /[\\/]\.docusaurus[\\/]site-metadata\.json$/, use: [{ loader: path.join(__dirname, 'site-metadata-loader.cjs') }] },
          ],
        },
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        resolve: { alias: { tslib$: path.join(__dirname, 'tslib-interop.mjs') } },
      };
    },
  };
}
