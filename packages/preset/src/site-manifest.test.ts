import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import siteManifestPlugin from './site-manifest';
import { readSiteManifest } from './site-manifest-file';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

const analytics = { scripts: [{ id: 'stats', src: 'https://static.example.com/stats.js', csp: { 'script-src': ['https://stats.example.com'] } }] };

function contextIn(currentLocale: string): LoadContext {
  return {
    siteConfig: { url: 'https://docs.example.com', themeConfig: { analytics, offlineReading: true, search: { bundlePath: '/pagefind/', searchPagePath: 'search', termsUrl: '/terms.json' } } },
    baseUrl: '/',
    i18n: {
      defaultLocale: 'zh',
      currentLocale,
      locales: ['zh', 'en'],
      localeConfigs: { zh: { htmlLang: 'zh-CN', path: 'zh' }, en: { htmlLang: 'en-US', path: 'en' } },
    },
  } as unknown as LoadContext;
}

describe('site manifest plugin', () => {
  it('writes the URL, the locales with their path prefixes, the analytics scripts, the switches, what offline reading saves beside the pages and the docs versions into the build of the default locale', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'site-manifest-'));
    const plugin = siteManifestPlugin(contextIn('zh'), { search: true, htmlSuffixScript: true, appStart: 'intent', offlineBundles: { name: 'example-docs' } });
    const loadedVersions = [
      { label: 'V2', path: '/docs' },
      { label: 'V1', path: '/docs/1.0' },
    ];
    await plugin.allContentLoaded?.({ allContent: { 'docusaurus-plugin-content-docs': { default: { loadedVersions } } }, actions: {} } as unknown as Parameters<NonNullable<Plugin['allContentLoaded']>>[0]);
    await plugin.postBuild?.({ outDir } as PostBuildProps);
    expect(readSiteManifest(outDir)).toEqual({
      url: 'https://docs.example.com',
      baseUrl: '/',
      defaultLocale: 'zh',
      locales: [
        { name: 'zh', htmlLang: 'zh-CN', urlPrefix: '' },
        { name: 'en', htmlLang: 'en-US', urlPrefix: '/en' },
      ],
      analyticsScripts: analytics.scripts,
      search: true,
      appStart: 'intent',
      docsVersions: [
        { label: 'V2', path: '/docs' },
        { label: 'V1', path: '/docs/1.0' },
      ],
      offlineReading: { searchPagePath: 'search', searchBundlePath: '/pagefind/', searchTermsUrl: '/terms.json' },
      offlineBundles: { name: 'example-docs' },
    });
  });

  it('writes nothing in the other locales, whose builds sit inside the default one', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'site-manifest-'));
    await siteManifestPlugin(contextIn('en'), { search: true, htmlSuffixScript: true, appStart: 'intent', offlineBundles: false }).postBuild?.({ outDir } as PostBuildProps);
    expect(readSiteManifest(outDir)).toBeUndefined();
  });

  it('adds the .html address script with every locale home, unless switched off', () => {
    const tags = (on: boolean) => siteManifestPlugin(contextIn('zh'), { search: true, htmlSuffixScript: on, appStart: 'intent', offlineBundles: false }).injectHtmlTags?.({ content: undefined });
    expect(JSON.stringify(tags(true))).toContain('[\\"/\\",\\"/en/\\"]');
    expect(tags(false)).toEqual({});
  });
});
