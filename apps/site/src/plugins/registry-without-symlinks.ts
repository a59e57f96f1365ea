import type { Plugin } from '@docusaurus/types';

/**
 * Versioned docs and translations reach the site through symlinks (see assemble-content.ts).
 * If the bundler resolves those links for the generated route registry, the pages' metadata
 * modules get two identities and docs render without metadata; so, for that one file, it must not.
 * Symlinks stay resolved everywhere else, as pnpm's layout needs.
 */
export default function registryWithoutSymlinks(): Plugin {
  return {
    name: 'registry-without-symlinks',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: /[\\/]\.docusaurus[\\/]registry\.js$/, resolve: { symlinks: false } }],
        },
      };
    },
  };
}
