import path from 'node:path';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The theme plugin: contributes its components under `@theme/*`, overriding the classic theme's. */
export default function rainbondTheme(context: LoadContext): Plugin {
  return {
    name: '@rainbond/docusaurus-theme',
    getThemePath() {
      return path.resolve(__dirname, './theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, '../src/theme');
    },
    getDefaultCodeTranslationMessages() {
      return readDefaultCodeTranslationMessages({
        locale: context.i18n.currentLocale,
        dirPath: path.resolve(__dirname, '../locales'),
        name: 'theme',
      });
    },
  };
}
