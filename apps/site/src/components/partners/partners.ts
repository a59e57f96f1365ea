import { translate } from '@docusaurus/Translate';

export type PartnerKind = 'app' | 'plugin';

/** A project or company from Rainbond's partner list; no logos, only names and links. */
export interface Partner {
  name: string;
  kind: PartnerKind;
  description: string;
  /** The project's repository or the company's website. */
  homepage: string;
  /** A page on this site that shows the partner's software on Rainbond, when there is one. */
  guide?: string;
}

/** The partners listed on /partners, sorted by name. */
export function getPartners(): readonly Partner[] {
  const partners: Partner[] = [
    {
      name: 'Apollo',
      kind: 'app',
      homepage: 'https://github.com/apolloconfig/apollo',
      description: translate({ id: 'partners.list.apollo', message: '分布式配置中心，配置修改后实时推送到各个应用。' }),
    },
    {
      name: 'Bytebase',
      kind: 'app',
      homepage: 'https://github.com/bytebase/bytebase',
      description: translate({ id: 'partners.list.bytebase', message: '数据库 DevOps 工具，管理表结构变更并审核 SQL。' }),
    },
    {
      name: 'Curve',
      kind: 'app',
      homepage: 'https://github.com/opencurve/curve',
      guide: '/blog/curve',
      description: translate({ id: 'partners.list.curve', message: '云原生分布式存储，为 Rainbond 上的应用提供块存储和文件存储。' }),
    },
    {
      name: 'DataCap',
      kind: 'app',
      homepage: 'https://github.com/EdurtIO/datacap',
      guide: '/blog/datacap',
      description: translate({ id: 'partners.list.datacap', message: '数据集成与可视化工具，统一管理平台上各个应用的数据库。' }),
    },
    {
      name: 'DolphinScheduler',
      kind: 'app',
      homepage: 'https://github.com/apache/dolphinscheduler',
      description: translate({ id: 'partners.list.dolphinscheduler', message: '可视化 DAG 工作流调度系统，编排数据处理任务。' }),
    },
    {
      name: 'HertzBeat',
      kind: 'app',
      homepage: 'https://github.com/apache/hertzbeat',
      description: translate({ id: 'partners.list.hertzbeat', message: '无需 Agent 的实时监控告警系统，支持自定义监控。' }),
    },
    {
      name: translate({ id: 'partners.list.jianmu.name', message: '建木' }),
      kind: 'plugin',
      homepage: 'https://gitee.com/jianmu-dev/jianmu',
      guide: '/blog/jianmu',
      description: translate({
        id: 'partners.list.jianmu',
        message: '无代码与低代码的 DevOps 流水线工具，以应用插件的形式扩展 Rainbond 的构建能力。',
      }),
    },
    {
      name: 'Jpom',
      kind: 'app',
      homepage: 'https://gitee.com/dromara/Jpom',
      guide: '/blog/jpom',
      description: translate({ id: 'partners.list.jpom', message: '在线构建、自动部署和项目运维工具，兼顾容器与传统服务器。' }),
    },
    {
      name: 'KnowStreaming',
      kind: 'app',
      homepage: 'https://github.com/didi/KnowStreaming',
      description: translate({ id: 'partners.list.knowstreaming', message: '云原生的 Kafka 管控平台，以插件化方式构建企业级 Kafka 服务。' }),
    },
    {
      name: 'MaxKey',
      kind: 'app',
      homepage: 'https://gitee.com/dromara/MaxKey',
      description: translate({ id: 'partners.list.maxkey', message: '单点登录与身份管理产品，把企业内部系统接入统一认证。' }),
    },
    {
      name: 'SpringBlade',
      kind: 'app',
      homepage: 'https://gitee.com/smallc/SpringBlade',
      guide: '/docs/how-to-guides/micro-service-deploy/blade-example',
      description: translate({ id: 'partners.list.blade', message: '多租户的企业级微服务开发平台。' }),
    },
    {
      name: 'Spring Cloud Pig',
      kind: 'app',
      homepage: 'https://gitee.com/log4j/pig',
      guide: '/docs/how-to-guides/micro-service-deploy/pig-example',
      description: translate({ id: 'partners.list.pig', message: '基于 Spring Cloud Alibaba 的微服务权限管理系统。' }),
    },
    {
      name: translate({ id: 'partners.list.talkweb.name', message: '拓维信息' }),
      kind: 'plugin',
      homepage: 'https://www.talkweb.com.cn',
      guide: '/blog/pipelinespringboot',
      description: translate({
        id: 'partners.list.talkweb',
        message: '软硬一体化产品与解决方案提供商，基于 GitLab CI 为 Rainbond 贡献了流水线插件。',
      }),
    },
    {
      name: 'TopIAM',
      kind: 'app',
      homepage: 'https://github.com/topiam/eiam',
      guide: '/blog/topiam',
      description: translate({ id: 'partners.list.topiam', message: '以开源为核心的 IAM/IDaaS 身份管理平台。' }),
    },
    {
      name: 'zyplayer-doc',
      kind: 'app',
      homepage: 'https://gitee.com/dromara/zyplayer-doc',
      guide: '/blog/zyplayer-doc',
      description: translate({ id: 'partners.list.zyplayerdoc', message: '可私有化部署的在线知识库，适合企业和个人。' }),
    },
  ];
  return partners;
}
