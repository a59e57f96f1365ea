import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import type { LoadContext, Plugin, SwizzleConfig } from '@docusaurus/types';
import type { RainbondThemeConfig } from './theme-config';

/**
 * Client modules whose React contexts the classic theme provides. Our components must import the
 * very copies the classic theme uses, or their hooks miss the providers; package managers may
 * install several copies side by side, so these specifiers are pinned to the classic theme's.
 */
const SHARED_CLIENT_MODULES = [
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/plugin-content-blog/client',
  '@docusaurus/theme-common',
  '@docusaurus/theme-common/internal',
];

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
export { default as remarkHighlightCode } from './markdown/highlight-code';
export { default as remarkMermaidDiagrams } from './markdown/mermaid-diagrams';
export { default as remarkStaleTranslationNotice, type StaleTranslationOptions } from './markdown/stale-translation-notice';
export { headerVariantFor, type HeaderVariant } from './client/header-variant';
export { OFFLINE_SERVICE_WORKER, offlineManifestPath, type OfflineManifest, type SavedVersion, type WorkerBroadcast, type WorkerReply, type WorkerRequest } from './client/offline-reading';
export { BUNDLE_LABELS_ATTRIBUTE, BUNDLE_TABLE_ATTRIBUTE, offlineBundlesTableHtml, type BundleTableLabels, type ListedBundle } from './client/offline-bundles-table';

/**
 * What `docusaurus swizzle` may do with each component: "safe" means its props are a stable API.
 * Wrappers of classic components are safe to wrap; the marketing header and footer also to eject.
 */
const SWIZZLE_CONFIG: SwizzleConfig = {
  components: {
    MarketingHeader: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The header of marketing pages (desktop navigation and mobile menu).' },
    Footer: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The site footer: logo, tagline, call to action, link columns, copyright.' },
    SupportDialog: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The once-per-session support dialog: when it opens.' },
    'SupportDialog/Window': { actions: { eject: 'safe', wrap: 'safe' }, description: 'The support dialog window: title, body and actions.' },
    SearchBar: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The navbar search box with its keyboard shortcuts; loads the modal on demand.' },
    SearchModal: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The search modal over the local index.' },
    SearchPage: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The full search page with filters.' },
    CommandBox: { actions: { eject: 'safe', wrap: 'safe' }, description: 'A shell command with a translated copy button.' },
    MarketingPage: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The frame of a marketing page: layout, title and description, and the main landmark the search indexes.' },
    MarketingSections: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The bands of a marketing page drawn from its typed sections (hero, section with its blocks, call to action).' },
    MarketingSectionsPage: { actions: { eject: 'safe', wrap: 'safe' }, description: 'A marketing page drawn entirely from its YAML: the frame and its sections.' },
    StaleTranslationNotice: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The notice on a translated page whose source changed since: the sentence and a link to the source page.' },
    OfflineReading: { actions: { eject: 'safe', wrap: 'safe' }, description: '"Make this version available offline" under docs pages: registers the preset\'s service worker on that press only.' },
    'OfflineReading/Panel': { actions: { eject: 'safe', wrap: 'safe' }, description: 'The offline copy\'s save, progress and state; loaded on the press, or when the site\'s worker is registered.' },
    OfflineDocsBundles: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The offline docs bundles of a version (file, size, pages, SHA-256), filled in by the build once the archives exist.' },
    'NotFound/Content': { actions: { eject: 'safe', wrap: 'safe' }, description: 'The body of the not-found page.' },
    Navbar: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'Chooses the docs navbar or the marketing header by path.' },
    AnnouncementBar: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'Shows the announcement bar on docs-like pages only.' },
    CodeBlock: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'The classic code block; remounts after hydration only when a dark Prism theme is configured.' },
    'BlogPostItem/Header/Info': { actions: { eject: 'safe', wrap: 'safe' }, description: 'A blog post\'s date and reading time, formatted with Intl objects shared across posts.' },
    Tabs: { actions: { eject: 'safe', wrap: 'safe' }, description: 'Tabs over the classic tab state and TabItem, without the remount after hydration; arrow keys, Home and End move between tabs.' },
    BlogSidebar: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'Keeps the desktop blog sidebar on mobile (hidden by CSS) instead of re-rendering after hydration.' },
    'Blog/Components/Author/Socials': { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'An author\'s social links; the classic icons load only for an author who has links.' },
    DocSidebar: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'Keeps the desktop docs sidebar on mobile (hidden by CSS) instead of re-rendering after hydration.' },
    'Navbar/MobileSidebar': { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'Draws the docs navbar mobile panel once the reader reaches for its toggle.' },
    'Navbar/MobileSidebar/Toggle': { actions: { eject: 'safe', wrap: 'safe' }, description: 'The docs navbar menu button; pointing at it lets the mobile panel be drawn before the click.' },
    DocFeedback: { actions: { eject: 'safe', wrap: 'safe' }, description: '"Was this page helpful?" under docs pages; the comment box after "No" loads on demand.' },
    'DocFeedback/FollowUp': { actions: { eject: 'safe', wrap: 'safe' }, description: 'The optional comment after "No" and the link opening it as a prefilled issue.' },
    DocVersionSwitchNotice: { actions: { eject: 'safe', wrap: 'safe' }, description: 'The notice on a version\'s home when the page a reader switched from has no twin in it; loaded only then.' },
    'NavbarItem/DocsVersionDropdownNavbarItem': { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'The classic version dropdown, leading to the same topic (same id or a twin) or to the version home with a notice.' },
    Root: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'Provides the link component to the ui kit and hosts the support dialog.' },
  },
};

export function getSwizzleConfig(): SwizzleConfig {
  return SWIZZLE_CONFIG;
}
export type * from './client/marketing-sections';
export type { RainbondThemeConfig, AnalyticsConfig, AnalyticsScript, AnalyticsCspDirective } from './theme-config';

/** The theme plugin: contributes its components under `@theme/*`, overriding the classic theme's. */
export default function rainbondTheme(context: LoadContext): Plugin {
  const inlineScript = (name: string) => readFileSync(path.resolve(__dirname, `${name}.min.js`), 'utf8').trim();
  const { analytics } = context.siteConfig.themeConfig as unknown as RainbondThemeConfig;
  const production = process.env.NODE_ENV === 'production';
  return {
    name: '@rainbond/docusaurus-theme',
    injectHtmlTags() {
      // src/inline: what answers a reader's first presses before hydration, and the analytics,
      // which are the page's so that a reader whose page never starts its scripts is counted.
      // `data-offline`: an offline copy of the page keeps it (the preset's offline bundles drop the other scripts).
      const beforeHydration = { tagName: 'script', attributes: { 'data-offline': true }, innerHTML: inlineScript('before-hydration') };
      if (analytics === false || !production) return { postBodyTags: [beforeHydration] };
      const analyticsTag = { tagName: 'script', attributes: { 'data-scripts': JSON.stringify(analytics.scripts.map(({ id, src }) => ({ id, src }))) }, innerHTML: inlineScript('analytics') };
      return { postBodyTags: [beforeHydration, analyticsTag] };
    },
    getThemePath() {
      return path.resolve(__dirname, './theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, '../src/theme');
    },
    getClientModules() {
      // mermaid.css styles the diagrams remarkMermaidDiagrams draws: once for the site, not in every SVG.
      // print.css lays docs pages and posts out for print and PDF.
      return ['idle-prefetch.js', 'header-preload.js', 'mermaid.css', 'print.css'].map((file) => path.resolve(__dirname, './client', file));
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      // The Pagefind bundle is a file of the built site, imported at run time with
      // `webpackIgnore`. Under webpack + Babel (Docusaurus Faster off) the server build turns that
      // import() into a require() of an expression and warns; that code never runs on the server.
      const quietPagefindImport = { test: /[\\/]client[\\/]search[\\/]pagefind\.js$/, parser: { exprContextCritical: false } };
      // Code is highlighted at build time (remarkHighlightCode), so the classic theme's client
      // module that puts Prism into every page is replaced by an empty one.
      const withoutPrism = new currentBundler.instance.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
        path.resolve(__dirname, './client/without-prism.js'),
      );
      return {
        resolve: { alias: sharedClientModuleAliases(context.siteDir) },
        plugins: [withoutPrism],
        ...(isServer ? { module: { rules: [quietPagefindImport] } } : {}),
      };
    },
    async contentLoaded({ actions }) {
      const { search, algolia } = context.siteConfig.themeConfig as unknown as RainbondThemeConfig;
      const searchPagePath = algolia?.searchPagePath ?? search.searchPagePath;
      // The search page's early script is a module of its route: only that page's chunk carries it.
      const earlyScript = await actions.createData('search-page-early-script.json', JSON.stringify(inlineScript('search-page')));
      actions.addRoute({ path: `${context.baseUrl}${searchPagePath}`, component: '@theme/SearchPage', exact: true, modules: { earlyScript } });
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
