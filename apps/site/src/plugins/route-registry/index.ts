import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;
const routeChunkFiles = /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/;

/**
 * How the generated route registry (`.docusaurus/registry.js`) is bundled.
 *
 * - Versioned docs and translations reach the site through symlinks (see assemble-content.ts).
 *   If the bundler resolves those links for the registry, the pages' metadata modules get two
 *   identities and docs render without metadata; so, for that one file, it must not. Symlinks
 *   stay resolved everywhere else, as pnpm's layout needs.
 * - Each registry entry names its module's source path, which only server rendering reads (to
 *   list the chunks a page used). The browser bundle gets empty names: about 7 KB gzip less in
 *   the main bundle with our ~370 routes per locale.
 * - Route chunks get short names in the browser bundle (see short-chunk-names-loader.cjs).
 */
export default function routeRegistry(): Plugin {
  return {
    name: 'route-registry',
    configureWebpack(_config, isServer) {
      const keepSymlinks = { test: registryFile, resolve: { symlinks: false } };
      const dropModuleNames = { test: registryFile, use: [{ loader: path.join(__dirname, 'drop-module-names-loader.cjs') }] };
      const shortChunkNames = { test: routeChunkFiles, use: [{ loader: path.join(__dirname, 'short-chunk-names-loader.cjs') }] };
      return { module: { rules: isServer ? [keepSymlinks] : [keepSymlinks, dropModuleNames, shortChunkNames] } };
    },
  };
}
