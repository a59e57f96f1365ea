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
]);
