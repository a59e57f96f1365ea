import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RainbondThemeConfig } from '@rainbond/docusaurus-theme';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { htmlSuffixScript } from './server/html-suffix-script';
import { SITE_MANIFEST_JSON, type SiteManifest } from './site-manifest-file';

export interface SiteManifestOptions {
  readonly search: boolean;
  readonly htmlSuffixScript: boolean;
  readonly appStart: SiteManifest['appStart'];
  readonly offlineBundles: SiteManifest['offlineBundles'];
}

/** What this plugin reads of the docs plugin's content. */
interface DocsContent {
  readonly loadedVersions: ReadonlyArray<{ readonly label: string; readonly path: string }>;
}

/** The site's locales with the path prefix of each (the default locale's is empty). */
function localesOf({ i18n }: LoadContext): SiteManifest['locales'] {
  return i18n.locales.map((name) => {
    const config = i18n.localeConfigs[name];
    return { name, htmlLang: config?.htmlLang ?? name, urlPrefix: name === i18n.defaultLocale ? '' : `/${config?.path ?? name}` };
  });
}

/**
 * What the steps after `docusaurus build` and the server need to know of the site, written into
 * the build (`.server/site.json`, never served) so that `rainbond-docs postbuild` and
 * `rainbond-docs serve` read it instead of the site's config: its URL, locales, analytics hosts
 * and whether to index it for search. Also adds the head script that maps `/a.html` and
 * `/a/index.html` to the route `/a` (server/html-suffix-script.ts).
 */
export default function siteManifestPlugin(context: LoadContext, options: SiteManifestOptions): Plugin {
  const locales = localesOf(context);
  const localeHomes = locales.map(({ urlPrefix }) => `${urlPrefix}/`);
  let docsVersions: SiteManifest['docsVersions'] = [];
  return {
    name: 'rainbond-site-manifest',
    injectHtmlTags: () => (options.htmlSuffixScript ? { headTags: [{ tagName: 'script', attributes: {}, innerHTML: htmlSuffixScript(localeHomes) }] } : {}),
    allContentLoaded({ allContent }) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
      // Built in the default locale (see postBuild), whose routes have no locale prefix; `baseUrl` is `/` or a site path.
      const base = context.baseUrl.replace(/\/$/, '');
      docsVersions = (docs.default?.loadedVersions ?? []).map(({ label, path: route }) => ({ label, path: route.slice(base.length).replace(/\/$/, '') || '/' }));
    },
    async postBuild({ outDir }) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      const themeConfig = context.siteConfig.themeConfig as Partial<Pick<RainbondThemeConfig, 'analytics' | 'offlineReading' | 'search'>>;
      const analytics = themeConfig.analytics ?? false;
      const search = themeConfig.search;
      const manifest: SiteManifest = {
        url: context.siteConfig.url,
        baseUrl: context.baseUrl,
        defaultLocale: context.i18n.defaultLocale,
        locales,
        analyticsScripts: analytics === false ? [] : [...analytics.scripts],
        search: options.search,
        appStart: options.appStart,
        docsVersions,
        offlineReading:
          themeConfig.offlineReading === true && search !== undefined
            ? { searchPagePath: search.searchPagePath, searchBundlePath: search.bundlePath, ...(search.termsUrl === undefined ? {} : { searchTermsUrl: search.termsUrl }) }
            : false,
        offlineBundles: options.offlineBundles,
      };
      await mkdir(path.join(outDir, path.dirname(SITE_MANIFEST_JSON)), { recursive: true });
      await writeFile(path.join(outDir, SITE_MANIFEST_JSON), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
