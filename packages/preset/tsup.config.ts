import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Modules the site's bundler compiles for the browser; everything else runs in Node. */
const browserModules = ['src/route-registry/client/**/*.{ts,tsx}', 'src/app-start/client/**/*.ts', 'src/lean-client-bundle/route-progress.ts', 'src/theme/**/*.tsx'];
const notTests = ['!src/**/*.test.ts', '!src/**/*.test.tsx'];
/** Browser scripts written into pages or files (the starter, the offline bundles' search, the offline-reading worker): each bundled and minified on its own, `<name>.browser.ts` → `<name>.min.js`. */
const inlineScripts = ['src/app-start/start-on-intent.browser.ts', 'src/offline-bundles/bundle-search.browser.ts', 'src/offline-reading/offline-sw.browser.ts'];

// One output file per source file (no bundling): the plugins find their loaders, client modules
// and theme components beside themselves (`__dirname`), as in the sources.
export default defineConfig([
  {
    entry: ['src/**/*.ts', ...[...browserModules, ...inlineScripts].map((glob) => `!${glob}`), ...notTests],
    format: ['cjs'],
    bundle: false,
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      options.outbase = 'src';
    },
    // Loaders and declarations written by hand (CommonJS, .d.cts), the browser stylesheet and tslib shim.
    async onSuccess() {
      cpSync('src', 'dist', { recursive: true, filter: (source) => !/\.tsx?$/.test(source) || source.endsWith('.d.cts') });
    },
  },
  {
    entry: [...browserModules, ...notTests],
    format: ['esm'],
    bundle: false,
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      options.outbase = 'src';
      options.jsx = 'automatic';
    },
  },
  {
    entry: Object.fromEntries(inlineScripts.map((file) => [file.replace(/^src\//, '').replace(/\.browser\.ts$/, '.min'), file])),
    format: ['iife'],
    minify: true,
    target: 'es2020',
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    outDir: 'dist',
    dts: { only: true },
  },
]);
