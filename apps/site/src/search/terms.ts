/**
 * Rainbond's search vocabulary, published as /search-terms.json (scripts/write-search-terms.ts)
 * and fetched by the search modal and page when a reader opens search (themeConfig.search.termsUrl).
 *
 * - `phrases.zh`: product terms a Chinese query keeps whole. Pagefind's segmenter splits words it
 *   does not know (构建 into 构 + 建), so pages that hold the term itself would rank below pages
 *   that hold its characters apart; a kept term is also searched as a phrase.
 * - `synonyms`: one concept per group, its words per locale, the first one searched for. A Chinese
 *   term typed on the English site, an English one on the Chinese site, or an alternative
 *   spelling (k8s, remove) is rewritten to the reader's locale and searched beside the query.
 */
import type { SiteLocaleName } from '../site-locales';

type Group = Partial<Record<SiteLocaleName, readonly string[]>>;

/** zh ↔ en: [Chinese words, English words]. */
const PAIRS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['组件'], ['component', 'components']],
  [['网关'], ['gateway']],
  [['应用市场', '应用商店'], ['app store', 'app marketplace', 'application store', 'marketplace']],
  [['团队'], ['team', 'teams']],
  [['集群'], ['cluster', 'clusters']],
  [['存储'], ['storage']],
  [['持久化存储'], ['persistent storage']],
  [['构建'], ['build']],
  [['自动构建'], ['auto build', 'automatic build', 'auto-build']],
  [['离线安装'], ['offline installation', 'offline install']],
  [['离线交付'], ['offline delivery']],
  [['安装'], ['install', 'installation']],
  [['卸载'], ['uninstall']],
  [['升级'], ['upgrade']],
  [['回滚'], ['rollback', 'roll back']],
  [['应用'], ['application', 'app']],
  [['应用模板'], ['app template', 'application template']],
  [['插件'], ['plugin', 'plugins']],
  [['证书'], ['certificate', 'certificates']],
  [['域名'], ['domain']],
  [['镜像仓库'], ['image registry', 'registry']],
  [['镜像'], ['image']],
  [['源码'], ['source code']],
  [['环境变量'], ['environment variables', 'environment variable', 'env']],
  [['配置文件'], ['config file', 'configuration file']],
  [['端口'], ['port', 'ports']],
  [['日志'], ['logs', 'log']],
  [['监控'], ['monitoring', 'monitor']],
  [['告警', '报警'], ['alert', 'alerts', 'alerting']],
  [['钉钉'], ['dingtalk']],
  [['邮件'], ['email', 'mail']],
  [['企业微信'], ['wecom']],
  [['自动伸缩', '弹性伸缩'], ['autoscaling', 'auto scaling']],
  [['伸缩'], ['scaling', 'scale']],
  [['节点'], ['node', 'nodes']],
  [['高可用'], ['high availability', 'ha']],
  [['微服务'], ['microservice', 'microservices', 'micro service']],
  [['服务网格'], ['service mesh']],
  [['熔断'], ['circuit breaking', 'circuit breaker']],
  [['限流'], ['rate limiting', 'rate limit']],
  [['链路追踪'], ['distributed tracing', 'tracing']],
  [['性能分析'], ['performance analysis', 'profiling']],
  [['持续交付'], ['continuous delivery']],
  [['持续部署'], ['continuous deployment']],
  [['流水线'], ['pipeline', 'pipelines']],
  [['多租户'], ['multi-tenancy', 'multi tenancy']],
  [['多集群'], ['multi-cluster', 'multi cluster']],
  [['信创', '国产化'], ['xinchuang', 'localization']],
  [['异构'], ['multi-architecture', 'heterogeneous']],
  [['故障排查'], ['troubleshooting', 'troubleshoot']],
  [['常见问题'], ['faq']],
  [['管理员密码'], ['admin password', 'administrator password']],
  [['重置密码', '忘记密码'], ['reset password', 'forgot password']],
  [['数据库'], ['database']],
  [['数据迁移', '数据库迁移'], ['database migration', 'data migration']],
  [['迁移'], ['migration', 'migrate']],
  [['备份'], ['backup']],
  [['恢复'], ['restore', 'recover']],
  [['控制台'], ['console']],
  [['命令行'], ['command line', 'cli']],
  [['虚拟机'], ['virtual machine', 'vm']],
  [['快速安装'], ['quick install']],
  [['访问策略', '网关策略'], ['access rules', 'gateway rules']],
  [['第三方组件', '第三方服务'], ['third-party service', 'third party service']],
  [['组件库'], ['component library']],
  [['定时任务'], ['cronjob', 'cron job']],
  [['部署'], ['deploy', 'deployment']],
  [['是什么'], ['what is']],
];

/** Alternative spellings within one language: the first word is searched for. */
const SPELLINGS: readonly Group[] = [
  { en: ['kubernetes', 'k8s', 'kube'], zh: ['kubernetes', 'k8s'] },
  { en: ['uninstall', 'remove', 'delete rainbond'] },
  { en: ['spring boot', 'springboot'] },
  { en: ['helm chart', 'helm charts'] },
  { en: ['admin', 'administrator'] },
];

/** Compound product terms a Chinese query keeps whole. */
const ZH_PHRASES = [
  '自动构建', '应用市场', '离线安装', '组件库', '网关策略', '应用模板', '持久化存储', '镜像仓库', '环境变量',
  '自动伸缩', '管理员密码', '数据迁移', '数据库迁移', '链路追踪', '离线交付', '持续交付', '证书管理', '故障排查',
  '快速安装', '高可用', '访问策略', '服务网格', '多租户', '插件制作', '组件伸缩', '钉钉告警',
];

/** Question words dropped from queries of three or more words (Chinese ones from any query). */
const STOP_WORDS = {
  en: ['how', 'to', 'the', 'a', 'an', 'do', 'i', 'can', 'my', 'should', 'does', 'in', 'of'],
  zh: ['如何', '怎么', '怎样', '怎么样', '怎么办'],
};

export const searchTerms = {
  phrases: { zh: ZH_PHRASES },
  stopWords: STOP_WORDS,
  synonyms: [...PAIRS.map(([zh, en]): Group => ({ zh, en })), ...SPELLINGS],
};
