import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { discoverDocsPackages, docsStaticDirectories, gitHistoryVcs, type Options as RainbondPresetOptions } from '@rainbond/docusaurus-preset';
import { headerVariantFor, remarkStaleTranslationNotice } from '@rainbond/docusaurus-theme';
import { parseFrontMatterWithoutSourceRevision, staleTranslationDates } from '@rainbond/tools/content-status';
import { archivedDocsPaths, archivedVersions } from './src/archived-versions';
import { configStrings } from './src/config-strings';
import { defaultLocale, siteLocales, siteUrl, type SiteLocaleName } from './src/site-locales';
import routeAssets from '@rainbond/docs-quality/plugin';
import { prismLight } from './src/prism-theme';
import { analyticsConfig } from './src/analytics';
import { marketingRoutes } from './src/marketing-routes';
import { caseIndexSchema, useSceneIndexSchema } from './src/components/collections/content-schema';

const siteDir = __dirname;
const translatedLocales = (Object.keys(siteLocales) as SiteLocaleName[]).filter((name) => name !== defaultLocale);

/** The site's `@rainbond/content-docs-*` dependencies, newest first; the "current" one is served at /docs. */
const docsPackages = discoverDocsPackages(siteDir);
const strings = configStrings(process.env.DOCUSAURUS_CURRENT_LOCALE);
const packageRoot = (name: string) => path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve(`${name}/package.json`));
/** Marketing copy as YAML per page and locale (`marketing/`, `i18n/en/marketing/`). */
const pagesPackageRoot = packageRoot('@rainbond/content-pages');

/** English pages whose Chinese original changed after their `source_revision` get a notice (`pnpm content:status` lists them). */
const staleTranslationNotice = [
  remarkStaleTranslationNotice,
  { locale: 'en', stalePages: staleTranslationDates([...docsPackages.map((docsPackage) => docsPackage.root), packageRoot('@rainbond/content-blog'), pagesPackageRoot]) },
];

/** Rspack + SWC (Docusaurus Faster). DOCUSAURUS_FASTER=false builds with webpack + Babel, for comparison. */
const faster = process.env.DOCUSAURUS_FASTER !== 'false';

/** The feature pages, in the navbar's dropdown and the footer's column alike. */
const featureLinks = [
  { label: '信创', to: '/xinchuang' },
  { label: 'DevOps', to: '/feature/devops' },
  { label: '多集群管理', to: '/feature/multi-cluster' },
  { label: '服务网格', to: '/feature/service-mesh' },
  { label: '应用运维', to: '/feature/app-ops' },
];
/** Use scenes, cases and the blog, in the navbar's "深入" dropdown and the footer's column. */
const learnLinks = [
  { label: '使用场景', to: '/usescene' },
  { label: '用户案例', to: '/case' },
  { label: '博客', to: '/blog' },
];

/*
 * Navbar and footer carry only the links whose pages exist; each page issue adds its own
 * (Feature dropdown, use scenes, cases, enterprise, marketplace), since broken links fail the build.
 */
const config: Config = {
  title: 'Rainbond',
  tagline: '简单易用的云原生应用管理平台，让应用管理和交付更简单',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  /** Each docs package's build writes its OpenAPI document to static/openapi/<version>.json for download. */
  staticDirectories: ['static', ...docsStaticDirectories(siteDir, docsPackages.map((docsPackage) => docsPackage.packageName))],
  organizationName: 'goodrain',
  projectName: 'rainbond',

  onBrokenLinks: 'throw',
  baseUrlIssueBanner: false, // served from the root only; the banner's check ships to every page
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
    /** `source_revision` (which Chinese revision an English page translates) is for the content tools, not the pages. */
    parseFrontMatter: parseFrontMatterWithoutSourceRevision,
  },

  future: {
    v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false },
    faster,
    /** "Last updated" dates: one `git log` when the build starts, through the content's symlinks. */
    experimental_vcs: gitHistoryVcs(),
  },

  i18n: {
    defaultLocale,
    locales: [defaultLocale, ...translatedLocales],
    localeConfigs: Object.fromEntries(
      Object.entries(siteLocales).map(([name, { label, direction, htmlLang, path }]) => [name, { label, direction, htmlLang, path }]),
    ),
  },

  presets: [
    [
      '@rainbond/docusaurus-preset',
      {
        docs: { packages: docsPackages.map((docsPackage) => docsPackage.packageName), breadcrumbs: true },
        markdown: { remarkPlugins: [staleTranslationNotice] },
        blog: {
          package: '@rainbond/content-blog',
          routeBasePath: 'blog',
          blogTitle: '博客',
          blogDescription: 'Rainbond 团队与社区的文章：云原生应用的部署、交付与运维实践',
          postsPerPage: 18,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: '所有文章',
          sortPosts: 'descending',
          showReadingTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: 'all', limit: false, copyright: `Copyright © ${new Date().getFullYear()} Goodrain, Inc.` },
        },
        theme: { customCss: './src/css/custom.css' },
        /** Case studies at /case/*, use scenes at /usescene/*, with their index pages. */
        collections: {
          package: '@rainbond/content-pages',
          names: ['case', 'usescene'],
          indexPages: {
            case: { component: '@site/src/components/collections/CaseIndexPage', copy: { file: 'case-index.yml', schema: caseIndexSchema } },
            usescene: { component: '@site/src/components/collections/UseSceneIndexPage', copy: { file: 'usescene-index.yml', schema: useSceneIndexSchema } },
          },
        },
        /** Legal documents (/privacy, /server). */
        markdownPages: { package: '@rainbond/content-pages', folder: 'pages', id: 'legal' },
        /** Marketing pages whose copy is YAML in the content package (src/marketing-routes.ts). */
        marketingPages: { contentDir: pagesPackageRoot, routes: marketingRoutes },
        llms: strings.llms,
        /** Synonyms across the two languages, kept phrases and stop words of the search, as /search-terms.json. */
        searchVocabulary: './search-vocabulary.yml',
        /** For networks without internet access: /downloads/rainbond-docs-<version>-<locale>.tar.gz. */
        offlineBundles: { name: 'rainbond-docs', files: { 'V6.2': ['/openapi/latest.json'], 'V5.17': ['/openapi/5.17.json'] } },
        lastUpdate: { author: false },
        /** From each content package's `repository` field; API pages are generated from the package's OpenAPI document. */
        editLinks: { generatedPages: [{ pattern: String.raw`^api/(?!Intro\.md$)`, source: 'openapi/rainbond-openapi.yaml' }] },
      } satisfies RainbondPresetOptions,
    ],
  ],

  plugins: [
    [
      routeAssets,
      {
        // The theme's client module `header-preload` makes the marketing header part of every marketing route's preload.
        extraImports: (routePath: string, themeConfig: Readonly<Record<string, unknown>>) =>
          headerVariantFor(routePath, themeConfig.docsPathWords as readonly string[] | undefined) === 'marketing' ? ['@theme/MarketingHeader'] : [],
      },
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: '/docs/micro-service/example/blade', to: '/docs/how-to-guides/micro-service-deploy/blade-example' },
          { from: '/docs/micro-service/example/pig', to: '/docs/how-to-guides/micro-service-deploy/pig-example' },
          { from: '/docs/use-manual/component-manage/build-source/auto_build', to: '/docs/how-to-guides/app-ops/auto-build' },
        ],
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    markdownPageActions: true,
    analytics: analyticsConfig(),
    structuredData: { docTypes: { case: 'Article', usescene: 'Article' } },
    docFeedback: { newIssueUrl: 'https://github.com/goodrain/rainbond-docs/issues/new' },
    offlineReading: true,
    notFound: {
      versionsPath: '/docs/versions',
      movedPaths: [
        ...archivedDocsPaths,
        // Sections of the V5 docs that V6 reorganised: they stay in V5.17.
        {
          pattern: '^/docs/((?:use-manual|cluster-manage|ops-guide|micro-service|devops|expand|kubernetes-native-guide|delivery|localization-guide)(?:/.*)?)$',
          to: '/docs/5.17/$1',
        },
      ],
    },
    search: {
      bundlePath: '/pagefind/',
      searchPagePath: 'search',
      reportUrl: 'https://github.com/goodrain/rainbond/issues/new?title=Search%20finds%20nothing%20for%3A%20',
      suggestions: strings.searchSuggestions,
      termsUrl: '/search-terms.json',
      pageListUrl: '/pagefind/pages.{language}.json',
    },
    footerExtras: {
      tagline: strings.footerTagline,
      action: { label: strings.starUs, href: 'https://github.com/goodrain/rainbond' },
    },
    supportDialog: {
      delayMs: 180_000,
      width: 600,
      title: strings.supportDialog.title,
      body: strings.supportDialog.body,
      actions: [{ label: strings.supportDialog.contact, href: 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg' }],
    },
    mobileMenu: {
      items: [
        { label: strings.mobileMenu.enterprise, to: '/enterprise_server' },
        {
          type: 'dropdown',
          label: strings.mobileMenu.features,
          items: [
            { label: 'DevOps', to: '/feature/devops' },
            { label: strings.mobileMenu.multiCluster, to: '/feature/multi-cluster' },
            { label: strings.mobileMenu.serviceMesh, to: '/feature/service-mesh' },
            { label: strings.mobileMenu.appOps, to: '/feature/app-ops' },
            { label: strings.mobileMenu.appMarket, to: '/feature/app-market' },
            { label: strings.mobileMenu.xinchuang, to: '/xinchuang' },
          ],
        },
        { label: strings.mobileMenu.docs, to: '/docs' },
        {
          type: 'dropdown',
          label: strings.mobileMenu.learn,
          items: [
            { label: strings.mobileMenu.useScenes, to: '/usescene' },
            { label: strings.mobileMenu.cases, to: '/case' },
            { label: strings.mobileMenu.blog, to: '/blog' },
            { label: 'OpenAPI', to: '/docs/Intro' },
          ],
        },
        { label: strings.mobileMenu.appStore, href: 'https://hub.grapps.cn' },
        { label: strings.mobileMenu.openSourceApps, to: '/opensourceApps' },
        { type: 'localeDropdown' },
        { type: 'docsVersionDropdown' },
      ],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    docs: { sidebar: { hideable: true } },
    announcementBar: {
      id: 'star-on-github',
      content: strings.announcement,
      isCloseable: false,
    },
    navbar: {
      title: 'Rainbond',
      // The title beside the logo names the link; an alt text would repeat it.
      logo: { alt: '', src: 'img/logo.svg' },
      hideOnScroll: true,
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: '文档' },
        {
          type: 'dropdown',
          label: '产品功能',
          position: 'left',
          items: featureLinks,
        },
        {
          type: 'dropdown',
          label: '深入',
          position: 'left',
          items: [
            ...learnLinks,
            { type: 'docSidebar', sidebarId: 'api', label: 'OpenAPI' },
          ],
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            { type: 'html', value: '<hr class="dropdown-separator">' },
            { type: 'html', className: 'dropdown-archived-versions', value: `<b>${strings.archivedVersions}</b>` },
            ...archivedVersions,
            { type: 'html', value: '<hr class="dropdown-separator">' },
            { to: '/docs/versions', label: strings.allVersions },
          ],
        },
        { label: '企业版', to: '/enterprise_server', position: 'right' },
        { label: '应用市场', to: '/marketplace', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://github.com/goodrain/rainbond', position: 'right', className: 'header-icon-link header-github-link', 'aria-label': 'GitHub' },
        { href: 'https://gitee.com/rainbond/Rainbond', position: 'right', className: 'header-icon-link header-gitee-link', 'aria-label': 'Gitee' },
        { href: 'https://gitcode.com/goodrain/rainbond', position: 'right', className: 'header-icon-link header-gitcode-link', 'aria-label': 'GitCode' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Rainbond', src: 'img/logo.svg', href: '/', width: 36 },
      links: [
        {
          title: '文档',
          items: [
            { label: '快速开始', to: '/docs/quick-start/getting-started' },
            { label: '部署源码和中间件', to: '/docs/tutorial/via-rainbond-deploy-sourceandmiddleware' },
            { label: '文档版本', to: '/docs/versions' },
          ],
        },
        {
          title: '产品功能',
          items: featureLinks,
        },
        {
          title: '深入',
          items: [
            ...learnLinks,
            { label: 'OpenAPI', to: '/docs/Intro' },
          ],
        },
        {
          title: '更多',
          items: [
            { label: '企业版', to: '/enterprise_server' },
            { label: '云原生应用市场', to: '/marketplace' },
            { label: '开源应用', to: '/opensourceApps' },
            { label: '合作伙伴', to: '/partners' },
            { label: '价格计算器', to: '/calculator' },
            { label: '联系我们', href: 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg' },
          ],
        },
      ],
      copyright: `Copyright © 2025 Goodrain, Inc. All Rights Reserved. <a href="https://beian.miit.gov.cn">京ICP备15028663号-4</a>`,
    },
    prism: { theme: prismLight },
  } satisfies Preset.ThemeConfig,
};

export default config;
