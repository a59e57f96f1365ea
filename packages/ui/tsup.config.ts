import { defineConfig } from 'tsup';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/** esbuild keeps a comment per source file holding its whole source, base64-encoded: drop them. */
async function stripSourceComments(file: string): Promise<void> {
  const css = await readFile(file, 'utf8');
  await writeFile(file, css.replace(/\/\* vanilla-extract-css-ns:[\s\S]*?\*\/\n?/g, ''));
}

/**
 * ESM with one module per component (split entries, shared code in chunks) and one stylesheet:
 * vanilla-extract compiles every `.css.ts` file at build time into dist/index.css, so the package
 * has no styling runtime and the tokens are emitted once. Consumers import
 * `@rainbond/ui/styles.css` once. Separate modules let a consumer's bundler put each component in
 * the chunks of the pages that use it, instead of the whole kit wherever one component is used.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/components/*/index.ts'],
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Each component entry also gets a stylesheet of its own; dist/index.css already has them all.
  onSuccess: async () => {
    const componentStylesheets = (await readdir('dist/components', { recursive: true })).filter((file) => file.endsWith('.css'));
    await Promise.all(componentStylesheets.map((file) => rm(path.join('dist/components', file))));
    await stripSourceComments('dist/index.css');
  },
});
