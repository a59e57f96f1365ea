/** Where the production site lives; canonical URLs, sitemaps and feeds are built from it. */
export const siteUrl = 'https://www.rainbond.com';

/** The site's locales: the default one at the root, the others under their own path prefix. */
export const siteLocales = {
  zh: { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', path: 'zh', urlPrefix: '' },
  en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', path: 'en', urlPrefix: '/en' },
} as const;

export type SiteLocaleName = keyof typeof siteLocales;

export const defaultLocale: SiteLocaleName = 'zh';
