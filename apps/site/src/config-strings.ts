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
    llms: {
      summary: 'Rainbond 是简单易用的云原生应用管理平台：不需要懂容器和 Kubernetes，就能部署、交付和运维企业应用。本文件列出站点的文档与博客，每个链接都是该页面的 Markdown 版本。',
      labels: { docs: '文档', blog: '博客', fullText: '全文', fullTextOf: '{version} 全部文档页面的 Markdown 合集' },
    },
  },
  en: {
    announcement:
      '⭐️ If you like Rainbond, give it a star on <a target="_blank" rel="noopener noreferrer" href="https://github.com/goodrain/rainbond">GitHub</a>!',
    archivedVersions: 'Archived versions',
    allVersions: 'All versions',
    llms: {
      summary: 'Rainbond is a simple, easy-to-use cloud-native application management platform: deploy, deliver and operate enterprise applications without learning containers or Kubernetes. This file lists the documentation and blog of the site; every link is the Markdown version of its page.',
      labels: { docs: 'Docs', blog: 'Blog', fullText: 'Full text', fullTextOf: 'Every {version} documentation page as Markdown, in one file' },
    },
  },
} as const;

export type SiteLocale = keyof typeof strings;

export function configStrings(locale: string | undefined): (typeof strings)[SiteLocale] {
  return locale === 'en' ? strings.en : strings.zh;
}
