import path from 'node:path';
import type { LoadContext, PluginConfig, Preset } from '@docusaurus/types';
import { remarkHighlightCode, remarkMermaidDiagrams } from '@rainbond/docusaurus-theme';
import { classicRequire } from './classic-require';
import { assembleBlog, assembleCollections, assembleDocs, assembleMarkdownPages, loadDocsPackage, packageRoot } from './assembly/assemble-content';
import { blogEditUrl, docsEditUrl, readPackageSource } from './assembly/source-links';
import collectionIndexPlugin from './collection-index';
import inlineTranslationsPlugin from './inline-translations';
import appStartPlugin from './app-start';
import leanClientBundle from './lean-client-bundle';
import llmsPlugin from './llms';
import marketingPagesPlugin from './marketing-pages';
import searchVocabularyPlugin from './search-vocabulary';
import { normalizePresetOptions, type NormalizedPresetOptions, type PresetOptions } from './options';
import routeRegistry from './route-registry';
import siteManifestPlugin from './site-manifest';

export type { PresetOptions as Options, DocsOptions, BlogOptions, CollectionsOptions, MarkdownPagesOptions, MarkdownOptions, LastUpdateOptions, EditLinksOptions } from './options';
export { normalizePresetOptions } from './options';
export type { MarketingPagesOptions, MarketingRoute, MarketingData } from './marketing-pages';
export { loadMarketingData } from './marketing-pages/load-data';
export type { StandardSchema } from './marketing-pages/standard-schema';
export type { OfflineBundle } from './offline-bundles/write-bundles';
export { discoverDocsPackages, docsStaticDirectories } from './assembly/assemble-content';
export { gitHistoryVcs } from './last-update/git-history';
export type { CollectionEntry, IndexPage } from './collection-index';

/** The locales other than the default one: their content is linked into the site (assemble-content.ts). */
const translatedLocales = ({ i18n }: LoadContext) => i18n.locales.filter((locale) => locale !== i18n.defaultLocale);

function remarkPlugins({ markdown }: NormalizedPresetOptions): { remarkPlugins: unknown[] } {
  return { remarkPlugins: [...(markdown.diagrams ? [remarkMermaidDiagrams] : []), ...(markdown.highlightCode ? [remarkHighlightCode] : []), ...markdown.remarkPlugins] };
}

/** The docs and blog plugins' "Last updated" options. */
function lastUpdateOptions({ lastUpdate }: NormalizedPresetOptions): { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean } {
  return lastUpdate === false ? {} : { showLastUpdateTime: true, showLastUpdateAuthor: lastUpdate.author };
}

/** The docs plugin entry: the content packages' versions laid out for it, when `packages` is given. */
function docsPlugin(context: LoadContext, options: NormalizedPresetOptions): PluginConfig[] {
  if (options.docs === false) return [];
  const { packages: packageNames, ...docsOptions } = options.docs;
  const packages = packageNames?.map((name) => loadDocsPackage(context.siteDir, name));
  const { versionTwins, ...assembled } = packages === undefined ? { versionTwins: [] } : assembleDocs(context.siteDir, packages, translatedLocales(context));
  const { editLinks } = options;
  const editUrl =
    packages === undefined || editLinks === false
      ? {}
      : {
          editUrl: docsEditUrl(
            Object.fromEntries(packages.map(({ packageName, root, version }) => [version.name, readPackageSource(root, packageName, editLinks.branch)])),
            context.i18n.defaultLocale,
            editLinks.generatedPages,
          ),
        };
  const pluginOptions = { ...remarkPlugins(options), ...lastUpdateOptions(options), ...docsOptions, ...assembled, ...(packages === undefined ? {} : { lastVersion: 'current' }), ...editUrl };
  // Version twins pair docs in the lean docs plugin's global data; the classic plugin has no such option.
  return options.leanBundle
    ? [[path.join(__dirname, 'lean-docs'), { ...pluginOptions, versionTwins }]]
    : [[classicRequire(context.siteDir).resolve('@docusaurus/plugin-content-docs'), pluginOptions]];
}

function blogPlugin(context: LoadContext, options: NormalizedPresetOptions): PluginConfig[] {
  if (options.blog === false) return [];
  const { package: packageName, ...blogOptions } = options.blog;
  const { editLinks } = options;
  const fromPackage =
    packageName === undefined
      ? {}
      : {
          path: assembleBlog(context.siteDir, packageName, translatedLocales(context)),
          ...(editLinks === false
            ? {}
            : { editUrl: blogEditUrl(readPackageSource(packageRoot(context.siteDir, packageName), packageName, editLinks.branch), context.i18n.defaultLocale) }),
        };
  const plugin = options.leanBundle ? path.join(__dirname, 'lean-blog') : classicRequire(context.siteDir).resolve('@docusaurus/plugin-content-blog');
  return [[plugin, { ...remarkPlugins(options), ...lastUpdateOptions(options), ...blogOptions, ...fromPackage }]];
}

function collectionPlugins(context: LoadContext, options: NormalizedPresetOptions): PluginConfig[] {
  if (options.collections === false) return [];
  const { package: packageName, names, indexPages } = options.collections;
  const collections = assembleCollections(context.siteDir, packageName, names, translatedLocales(context));
  const docsInstances: PluginConfig[] = names.map((name) => [
    classicRequire(context.siteDir).resolve('@docusaurus/plugin-content-docs'),
    { id: name, path: collections.paths[name], routeBasePath: name, sidebarPath: false, breadcrumbs: false, ...remarkPlugins(options) },
  ]);
  const index: PluginConfig = (pluginContext: LoadContext) =>
    collectionIndexPlugin(pluginContext, { root: collections.root, collections: names, indexPages, defaultLocale: context.i18n.defaultLocale });
  return [...docsInstances, index];
}

function markdownPagesPlugin(context: LoadContext, options: NormalizedPresetOptions): PluginConfig[] {
  if (options.markdownPages === false) return [];
  const { package: packageName, folder, id } = options.markdownPages;
  const pagesPath = assembleMarkdownPages(context.siteDir, packageName, folder, id, translatedLocales(context));
  return [[classicRequire(context.siteDir).resolve('@docusaurus/plugin-content-pages'), { id, path: pagesPath, routeBasePath: '/', ...remarkPlugins(options) }]];
}

/**
 * `@docusaurus/preset-classic` (theme, pages, sitemap, SVGR) with `@rainbond/docusaurus-theme`,
 * and docs, blog and page plugins whose first loads stay small as the site grows. Every piece is
 * switched and configured through the options (options.ts, documented in the README).
 */
export default function preset(context: LoadContext, rawOptions: PresetOptions = {}): Preset {
  const options = normalizePresetOptions(rawOptions);
  const classicPreset = (classicRequire(context.siteDir)('@docusaurus/preset-classic') as typeof import('@docusaurus/preset-classic')).default;
  const classic = classicPreset(context, {
    docs: false,
    blog: false,
    pages: options.pages === false ? false : { ...remarkPlugins(options), ...options.pages },
    theme: options.theme,
    sitemap: options.sitemap,
    svgr: options.svgr,
    ...(options.debug === undefined ? {} : { debug: options.debug }),
  });
  const { llms, marketingPages, searchVocabulary } = options;
  /** Docusaurus lets themes override plugins' components, so the lean blog's list component comes as a theme, last. */
  const leanBlogTheme: PluginConfig = () => ({ name: 'lean-blog-theme', getThemePath: () => path.join(__dirname, 'theme') });
  return {
    themes: [...(classic.themes ?? []), require.resolve('@rainbond/docusaurus-theme'), ...(options.leanBundle && options.blog !== false ? [leanBlogTheme] : [])],
    plugins: [
      ...(classic.plugins ?? []),
      ...docsPlugin(context, options),
      ...blogPlugin(context, options),
      ...collectionPlugins(context, options),
      ...markdownPagesPlugin(context, options),
      ...(options.routeSections ? [routeRegistry] : []),
      ...(options.leanBundle ? [leanClientBundle] : []),
      ...(options.appStart === 'intent' ? [appStartPlugin] : []),
      ...(options.inlineTranslations ? [inlineTranslationsPlugin] : []),
      ...(llms === false ? [] : [(pluginContext: LoadContext) => llmsPlugin(pluginContext, { summary: llms.summary ?? pluginContext.siteConfig.tagline, labels: llms.labels })]),
      (pluginContext: LoadContext) => siteManifestPlugin(pluginContext, { search: options.search, htmlSuffixScript: options.htmlSuffixScript, appStart: options.appStart, offlineBundles: options.offlineBundles }),
      ...(marketingPages === false ? [] : [(pluginContext: LoadContext) => marketingPagesPlugin(pluginContext, marketingPages)]),
      ...(searchVocabulary === false ? [] : [(pluginContext: LoadContext) => searchVocabularyPlugin(pluginContext, { file: searchVocabulary })]),
    ],
  };
}
