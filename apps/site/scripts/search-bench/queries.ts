/**
 * The relevance query set of `pnpm bench:search`: what Rainbond users type, with the page(s) that
 * should come first, written from what the pages cover. `expect` holds docs paths relative to the
 * version's root (`/docs/` or `/docs/5.17/`, under `/en` for English); any of them first counts as
 * a top-1 hit. `kind` groups the queries in the report.
 */
export type Locale = 'zh' | 'en';
export type Version = 'latest' | '5.17';
export type QueryKind = 'term' | 'task' | 'typo' | 'partial' | 'cross-language' | 'synonym';

export interface BenchQuery {
  readonly q: string;
  readonly expect: readonly string[];
  readonly kind: QueryKind;
}

type QuerySet = Record<Version, Record<Locale, readonly BenchQuery[]>>;

const q = (text: string, kind: QueryKind, ...expect: string[]): BenchQuery => ({ q: text, expect, kind });

export const QUERIES: QuerySet = {
  latest: {
    zh: [
      q('自动构建', 'term', 'how-to-guides/app-ops/auto-build'),
      q('离线安装', 'term', 'installation/offline'),
      q('helm 安装', 'task', 'installation/install-with-helm', 'store/install/Helm-Chart/kubernetes'),
      q('升级', 'term', 'upgrade/latest-version'),
      q('应用市场', 'term', 'how-to-guides/app-ops/app-store-manage', 'store/marketplace'),
      q('重置管理员密码', 'task', 'ops-guides/management/reset-pwd'),
      q('忘记密码', 'task', 'ops-guides/management/reset-pwd'),
      q('快速安装', 'term', 'quick-start/quick-install'),
      q('卸载 Rainbond', 'task', 'installation/uninstall'),
      q('持久化存储', 'term', 'how-to-guides/app-ops/storage'),
      q('组件自动伸缩', 'term', 'how-to-guides/app-ops/service-auto-scaling'),
      q('证书自动签发', 'term', 'how-to-guides/app-ops/cert-manager'),
      q('配置 HTTPS', 'task', 'tutorial/custom-gateway', 'how-to-guides/app-ops/cert-manager'),
      q('数据库迁移', 'term', 'ops-guides/management/data-migration'),
      q('切换镜像仓库', 'task', 'ops-guides/management/switch-registry'),
      q('高可用', 'term', 'installation/install-with-ui/ha'),
      q('导出 Helm Chart', 'task', 'how-to-guides/app-deploy/deploy-using-yaml-helm/export-chart'),
      q('YAML 部署', 'task', 'how-to-guides/app-deploy/deploy-using-yaml-helm/yaml-example'),
      q('SpringBoot 部署', 'task', 'how-to-guides/app-deploy/source-code/springboot'),
      q('组件间环境变量', 'term', 'how-to-guides/app-ops/dependon'),
      q('信创', 'term', 'how-to-guides/localization-guide/intro'),
      q('安装故障排查', 'task', 'troubleshooting/install'),
      q('GitOps', 'term', 'how-to-guides/app-deploy/gitops'),
      q('定时任务 CronJob', 'term', 'how-to-guides/app-deploy/deploy-job'),
      q('组件回滚', 'task', 'tutorial/component-version-update-and-rollback'),
      q('SkyWalking', 'term', 'reference/tracking/skywalking'),
      q('Rainbond 是什么', 'task', 'Intro'),
      q('离线安', 'partial', 'installation/offline'),
      q('自动伸', 'partial', 'how-to-guides/app-ops/service-auto-scaling'),
      q('springbot', 'typo', 'how-to-guides/app-deploy/source-code/springboot'),
      q('auto build', 'cross-language', 'how-to-guides/app-ops/auto-build'),
      q('offline install', 'cross-language', 'installation/offline'),
      q('uninstall', 'cross-language', 'installation/uninstall'),
      q('app store', 'cross-language', 'how-to-guides/app-ops/app-store-manage', 'store/marketplace'),
      q('k8s 安装', 'synonym', 'installation/install-with-helm'),
    ],
    en: [
      q('auto build', 'term', 'how-to-guides/app-ops/auto-build'),
      q('offline installation', 'term', 'installation/offline'),
      q('helm install', 'task', 'installation/install-with-helm', 'store/install/Helm-Chart/kubernetes'),
      q('upgrade', 'term', 'upgrade/latest-version'),
      q('app store', 'term', 'how-to-guides/app-ops/app-store-manage', 'store/marketplace'),
      q('how to reset the admin password', 'task', 'ops-guides/management/reset-pwd'),
      q('forgot password', 'task', 'ops-guides/management/reset-pwd'),
      q('quick install', 'term', 'quick-start/quick-install'),
      q('uninstall', 'term', 'installation/uninstall'),
      q('remove rainbond', 'synonym', 'installation/uninstall'),
      q('persistent storage', 'term', 'how-to-guides/app-ops/storage'),
      q('autoscaling', 'term', 'how-to-guides/app-ops/service-auto-scaling'),
      q('automatic certificate', 'term', 'how-to-guides/app-ops/cert-manager'),
      q('custom domain https', 'task', 'tutorial/custom-gateway'),
      q('database migration', 'term', 'ops-guides/management/data-migration'),
      q('switch image registry', 'task', 'ops-guides/management/switch-registry'),
      q('high availability', 'term', 'installation/install-with-ui/ha'),
      q('export helm chart', 'task', 'how-to-guides/app-deploy/deploy-using-yaml-helm/export-chart'),
      q('deploy from yaml', 'task', 'how-to-guides/app-deploy/deploy-using-yaml-helm/yaml-example'),
      q('spring boot', 'term', 'how-to-guides/app-deploy/source-code/springboot'),
      q('environment variables between components', 'task', 'how-to-guides/app-ops/dependon'),
      q('installation troubleshooting', 'task', 'troubleshooting/install'),
      q('gitops', 'term', 'how-to-guides/app-deploy/gitops'),
      q('cronjob', 'term', 'how-to-guides/app-deploy/deploy-job'),
      q('rollback', 'term', 'tutorial/component-version-update-and-rollback'),
      q('what is rainbond', 'task', 'Intro'),
      q('k8s install', 'synonym', 'installation/install-with-helm'),
      q('upgarde', 'typo', 'upgrade/latest-version'),
      q('autoscal', 'partial', 'how-to-guides/app-ops/service-auto-scaling'),
      q('troublesh', 'partial', 'troubleshooting'),
      q('自动构建', 'cross-language', 'how-to-guides/app-ops/auto-build'),
      q('离线安装', 'cross-language', 'installation/offline'),
      q('应用市场', 'cross-language', 'how-to-guides/app-ops/app-store-manage', 'store/marketplace'),
      q('卸载', 'cross-language', 'installation/uninstall'),
      q('持久化存储', 'cross-language', 'how-to-guides/app-ops/storage'),
    ],
  },
  '5.17': {
    zh: [
      q('重置管理员密码', 'task', 'ops-guide/management/reset-admin-password'),
      q('组件伸缩', 'term', 'use-manual/component-manage/automatic-telescoping'),
      q('钉钉告警', 'term', 'ops-guide/monitor/alert/alert-dingtalk'),
      q('网关策略', 'term', 'use-manual/team-manage/gateway/rules'),
      q('熔断', 'term', 'micro-service/service-mesh/fused-limit/fused'),
      q('链路追踪', 'term', 'micro-service/tracking'),
      q('grctl', 'term', 'ops-guide/tools/grctl'),
      q('离线交付', 'term', 'delivery/offline'),
      q('更换 NFS', 'task', 'ops-guide/storage/change-nfs'),
      q('证书管理', 'term', 'use-manual/team-manage/gateway/certs'),
      q('插件制作', 'task', 'use-manual/team-manage/plugin-manage/new-plugin'),
      q('Maven 多模块', 'term', 'use-manual/component-create/language-support/java/java-multi-module-build'),
      q('team', 'cross-language', 'use-manual/get-start/concept/team'),
    ],
    en: [
      q('reset administrator password', 'task', 'ops-guide/management/reset-admin-password'),
      q('component scaling', 'term', 'use-manual/component-manage/automatic-telescoping'),
      q('dingtalk alerts', 'term', 'ops-guide/monitor/alert/alert-dingtalk'),
      q('circuit breaking', 'term', 'micro-service/service-mesh/fused-limit/fused'),
      q('rate limiting', 'term', 'micro-service/service-mesh/fused-limit/limit'),
      q('distributed tracing', 'term', 'micro-service/tracking'),
      q('grctl', 'term', 'ops-guide/tools/grctl'),
      q('offline delivery', 'term', 'delivery/offline'),
      q('replace nfs', 'task', 'ops-guide/storage/change-nfs'),
      q('maven multi module', 'term', 'use-manual/component-create/language-support/java/java-multi-module-build'),
      q('网关', 'cross-language', 'use-manual/get-start/concept/gateway', 'use-manual/team-manage/gateway'),
      q('团队', 'cross-language', 'use-manual/get-start/concept/team'),
      q('钉钉', 'cross-language', 'ops-guide/monitor/alert/alert-dingtalk'),
    ],
  },
};
