/**
 * Config strings that Docusaurus' translation files do not cover (the announcement bar and the
 * extra items of the version dropdown), per locale. Docusaurus loads the config once per locale
 * and names it in DOCUSAURUS_CURRENT_LOCALE.
 */
const strings = {
  zh: {
    announcement:
      '⭐️ 如果你喜欢 Rainbond，欢迎到 <a target="_blank" rel="noopener noreferrer" href="https://github.com/goodrain/rainbond">GitHub</a> 点个 Star！',
    archivedVersions: '归档版本',
    allVersions: '全部版本',
  },
  en: {
    announcement:
      '⭐️ If you like Rainbond, give it a star on <a target="_blank" rel="noopener noreferrer" href="https://github.com/goodrain/rainbond">GitHub</a>!',
    archivedVersions: 'Archived versions',
    allVersions: 'All versions',
  },
} as const;

export type SiteLocale = keyof typeof strings;

export function configStrings(locale: string | undefined): (typeof strings)[SiteLocale] {
  return locale === 'en' ? strings.en : strings.zh;
}
