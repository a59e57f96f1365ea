import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig([
  // The plugin entry, loaded by Docusaurus in Node.
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    clean: true,
    outDir: 'dist',
  },
  // Theme components, one file each (not bundled), so every component stays swizzlable, and the
  // browser helpers they import. Docusaurus only picks up `.js` files in a theme folder, hence
  // the forced extension.
  {
    entry: ['src/theme/**/*.tsx', 'src/client/**/*.ts', '!src/**/*.test.ts'],
    format: ['esm'],
    bundle: false,
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      options.outbase = 'src';
      options.jsx = 'automatic';
    },
    // CSS modules stay beside their component, and client stylesheets beside the client modules;
    // the site's bundler compiles them.
    async onSuccess() {
      const notTypeScript = (source: string) => !/\.tsx?$/.test(source);
      cpSync('src/theme', 'dist/theme', { recursive: true, filter: notTypeScript });
      cpSync('src/client', 'dist/client', { recursive: true, filter: notTypeScript });
    },
  },
  // The scripts the plugin inlines into pages (src/inline/<name>.browser.ts → dist/<name>.min.js),
  // each bundled and minified on its own; search-page goes into the search page only.
  {
    entry: { 'before-hydration.min': 'src/inline/before-hydration.browser.ts', 'analytics.min': 'src/inline/analytics.browser.ts', 'search-page.min': 'src/inline/search-page.browser.ts' },
    format: ['iife'],
    minify: true,
    target: 'es2020',
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
  },
]);
