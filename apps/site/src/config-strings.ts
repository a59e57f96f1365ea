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
    searchSuggestions: ['安装', '离线安装', '网关'],
    footerTagline: '简单易用的云原生应用管理平台，让应用的管理和交付变得更简单。',
    starUs: '在 GitHub 上点亮 Star',
    supportDialog: {
      title: '用 Rainbond 时遇到问题了吗？',
      body: '欢迎加入社区交流群，和其他用户以及 Rainbond 的工程师一起讨论部署、升级和日常运维中的问题。\n\n如果团队需要商业支持、私有化交付或定制开发，可以直接留下联系方式，我们会尽快与你联系。',
      contact: '联系我们',
    },
    mobileMenu: { features: '产品功能', multiCluster: '多集群管理', serviceMesh: '服务网格', appOps: '应用运维', appMarket: '应用市场', learn: '学习', docs: '文档', useScenes: '使用场景', cases: '用户案例', blog: '博客', appStore: '应用商店', enterprise: '企业版', xinchuang: '信创', openSourceApps: '开源应用' },
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
    searchSuggestions: ['install', 'offline', 'gateway'],
    footerTagline: 'A simple, easy-to-use cloud-native application management platform that makes application management and delivery simpler.',
    starUs: 'Star us on GitHub',
    supportDialog: {
      title: 'Stuck on something in Rainbond?',
      body: 'Join the community chat to talk through installation, upgrades and day-to-day operations with other users and with the engineers who build Rainbond.\n\nIf your team needs commercial support, on-premises delivery or custom development, leave your contact details and we will get back to you.',
      contact: 'Contact us',
    },
    mobileMenu: { features: 'Features', multiCluster: 'Multi-cluster', serviceMesh: 'Service mesh', appOps: 'App operations', appMarket: 'App market', learn: 'Learn', docs: 'Docs', useScenes: 'Use scenes', cases: 'Case studies', blog: 'Blog', appStore: 'App store', enterprise: 'Enterprise', xinchuang: 'Xinchuang', openSourceApps: 'Open-source apps' },
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
