import { createRequire } from 'node:module';
import path from 'node:path';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Client modules whose React contexts the classic theme provides. Our components must import the
 * very copies the classic theme uses, or their hooks miss the providers; package managers may
 * install several copies side by side, so these specifiers are pinned to the classic theme's.
 */
const SHARED_CLIENT_MODULES = ['@docusaurus/plugin-content-docs/client', '@docusaurus/plugin-content-blog/client', '@docusaurus/theme-common'];

function resolveFirst(require: NodeRequire, specifiers: readonly string[], map: (specifier: string, found: string) => string): string {
  for (const specifier of specifiers) {
    try {
      return map(specifier, require.resolve(specifier));
    } catch {
      // not installed there; try the next one
    }
  }
  throw new Error(`@rainbond/docusaurus-theme needs @docusaurus/theme-classic (directly or through @docusaurus/preset-classic); found neither of ${specifiers.join(', ')}`);
}

function sharedClientModuleAliases(siteDir: string): Record<string, string> {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  const classicTheme = resolveFirst(requireFromSite, ['@docusaurus/theme-classic', '@docusaurus/preset-classic'], (specifier, found) =>
    specifier === '@docusaurus/preset-classic' ? createRequire(found).resolve('@docusaurus/theme-classic') : found,
  );
  const requireFromClassic = createRequire(classicTheme);
  return Object.fromEntries(SHARED_CLIENT_MODULES.map((specifier) => [`${specifier}$`, requireFromClassic.resolve(specifier)]));
}

export { validateThemeConfig } from './theme-config';
export type { RainbondThemeConfig } from './theme-config';

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
    configureWebpack() {
      return { resolve: { alias: sharedClientModuleAliases(context.siteDir) } };
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
