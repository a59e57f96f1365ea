import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The helpers `./tslib-interop.mjs` gives the browser. */
export const TSLIB_BROWSER_HELPERS = ['__createBinding', '__exportStar', '__importDefault', '__importStar'] as const;

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
 *   (`./server-only-config-loader.cjs`).
 */
export default function leanClientBundle(): Plugin {
  return {
    name: 'lean-client-bundle',
    configureWebpack(_config, isServer, { currentBundler }) {
      const routeProgress = new currentBundler.instance.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
        path.join(__dirname, 'route-progress.ts'),
      );
      if (isServer) return { plugins: [routeProgress] };
      return {
        plugins: [routeProgress],
        module: { rules: [{ test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{ loader: path.join(__dirname, 'server-only-config-loader.cjs') }] }] },
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        resolve: { alias: { tslib$: path.join(__dirname, 'tslib-interop.mjs') } },
      };
    },
  };
}
