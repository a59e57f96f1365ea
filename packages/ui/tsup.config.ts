import { defineConfig } from 'tsup';
import { readFile, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/** esbuild keeps a comment per source file holding its whole source, base64-encoded: drop them. */
async function stripSourceComments(file: string): Promise<void> {
  const css = await readFile(file, 'utf8');
  await writeFile(file, css.replace(/\/\* vanilla-extract-css-ns:[\s\S]*?\*\/\n?/g, ''));
}

/**
 * One ESM bundle with code splitting off and one stylesheet: vanilla-extract compiles every
 * `.css.ts` file at build time into dist/index.css, so the package has no styling runtime and
 * the tokens are emitted once. Consumers import `@rainbond/ui/styles.css` once.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: () => stripSourceComments('dist/index.css'),
});
