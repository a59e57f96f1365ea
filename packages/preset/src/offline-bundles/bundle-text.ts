/** The words a bundle adds to its pages (the banner, the search page, the readme), in the bundle's locale; English for a locale without its own. */
export interface BundleText {
  readonly banner: (version: string, date: string, siteHost: string) => string;
  readonly outsideTitle: (siteHost: string) => string;
  readonly search: string;
  readonly searchPageTitle: (version: string) => string;
  readonly backHome: (version: string) => string;
  /** Where the list of bundles is, in place of the list (a bundle cannot hold its own checksum). */
  readonly listElsewhere: string;
  /** Offline reading in the browser: atop a page from the saved copy (`{date}`: the build's day). */
  readonly offlineCopy: (version: string) => string;
  readonly newerBuild: string;
  /** In place of a page that is not in any saved copy, before links to those there are. */
  readonly notSaved: string;
}

const TEXT: Record<string, BundleText> = {
  zh: {
    banner: (version, date, host) => `这是 ${version} 文档的离线副本，生成于 ${date}。带 ↗ 的链接指向公网站点 ${host}。`,
    outsideTitle: (host) => `不在离线副本中，将打开公网站点 ${host}`,
    search: '搜索',
    searchPageTitle: (version) => `搜索 ${version} 文档（离线副本）`,
    backHome: (version) => `返回 ${version} 文档首页`,
    listElsewhere: '离线文档包的下载列表（含大小和 SHA-256）在公网站点的本页上：',
    offlineCopy: (version) => `当前没有网络：你看到的是 ${version} 文档保存在本机的副本，来自 {date} 构建的站点。`,
    newerBuild: '站点已发布了更新的文档，恢复网络后副本会自动更新。',
    notSaved: '当前没有网络，这个页面也不在本机保存的文档副本中。已保存的文档：',
  },
  en: {
    banner: (version, date, host) => `An offline copy of the ${version} docs, made on ${date}. Links marked ↗ open the public site, ${host}.`,
    outsideTitle: (host) => `Not in this offline copy: opens the public site, ${host}`,
    search: 'Search',
    searchPageTitle: (version) => `Search the ${version} docs (offline copy)`,
    backHome: (version) => `Back to the ${version} docs`,
    listElsewhere: 'The list of offline bundles, with their sizes and SHA-256, is on this page of the public site: ',
    offlineCopy: (version) => `You are offline: this is the copy of the ${version} docs saved in this browser, from the site as built on {date}.`,
    newerBuild: 'Newer docs have been published since; the copy updates itself once you are back online.',
    notSaved: 'You are offline, and this page is not in the docs saved in this browser. Saved docs:',
  },
};

export function bundleText(locale: string): BundleText {
  return TEXT[locale.split('-')[0] ?? ''] ?? (TEXT.en as BundleText);
}
