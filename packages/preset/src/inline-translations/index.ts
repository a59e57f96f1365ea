import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { findTranslations } from './loader.cjs';

/** `i18n/<locale>/code.json`: each id with its message. */
type CodeJson = Record<string, { message: string; description?: string }>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Docusaurus puts every code translation of a locale into the main bundle, so the English text of
 * all marketing pages (about 30 KB gzip) would load on every English page, docs included. For a
 * non-default locale this plugin writes each string of the site's own pages into the module that
 * shows it instead, and keeps only the theme's strings (`theme.*`, used outside `src/`) in the
 * main bundle. A string with no translation fails the build with the file that has it.
 */
export default function inlineTranslationsPlugin(context: LoadContext): Plugin {
  const { currentLocale, defaultLocale } = context.i18n;
  const name = 'inline-translations';
  if (currentLocale === defaultLocale) return { name };

  const srcDir = path.join(context.siteDir, 'src');
  const codeJson = JSON.parse(readFileSync(path.join(context.siteDir, 'i18n', currentLocale, 'code.json'), 'utf8')) as CodeJson;
  const messages = Object.fromEntries(Object.entries(codeJson).map(([id, entry]) => [id, entry.message]));
  const inlinedIds = [
    ...new Set(sourceFiles(srcDir).flatMap((file) => findTranslations(readFileSync(file, 'utf8'), file).map((site) => site.id))),
  ].filter((id) => !id.startsWith('theme.'));
  const loader = { loader: path.join(__dirname, 'loader.cjs'), options: { messages, inlinedIds } };

  return {
    name,
    configureWebpack() {
      return {
        module: {
          rules: [
            { test: /\.tsx?$/, include: srcDir, enforce: 'pre' as const, use: [loader] },
            { test: /[\\/]codeTranslations\.json$/, include: context.generatedFilesDir, use: [loader] },
          ],
        },
      };
    },
  };
}
