import { translate } from '@docusaurus/Translate';

/** The listing of the open-source app store; every featured app links there. */
export const STORE_URL = 'https://hub.grapps.cn/marketplace';

export type AppCategoryKey = 'databases' | 'middleware' | 'devops' | 'observability' | 'data' | 'collaboration';

export interface AppCategory {
  key: AppCategoryKey;
  /** Also the id of the category's section on /opensourceApps, so that other pages can link to it. */
  anchor: string;
  title: string;
  description: string;
}

export interface OpenSourceApp {
  /** The project's own name, the same in every locale. */
  name: string;
  category: AppCategoryKey;
  /** One line on what the project does. */
  description: string;
  /** A note on the store edition, e.g. a cluster edition, when there is one worth mentioning. */
  note?: string;
}

/** The categories in the order the page shows them. */
export function getAppCategories(): readonly AppCategory[] {
  return [
    {
      key: 'databases',
      anchor: 'databases',
      title: translate({ id: 'opensourceApps.category.databases.title', message: '数据库与存储' }),
      description: translate({
        id: 'opensourceApps.category.databases.text',
        message: '关系型数据库、缓存、文档数据库、搜索引擎和对象存储，开发测试环境几分钟就能备齐。',
      }),
    },
    {
      key: 'middleware',
      anchor: 'middleware',
      title: translate({ id: 'opensourceApps.category.middleware.title', message: '消息队列与微服务' }),
      description: translate({
        id: 'opensourceApps.category.middleware.text',
        message: '消息中间件、注册配置中心、流控组件，以及可以直接跑起来的微服务脚手架。',
      }),
    },
    {
      key: 'devops',
      anchor: 'devops',
      title: translate({ id: 'opensourceApps.category.devops.title', message: 'DevOps 工具' }),
      description: translate({
        id: 'opensourceApps.category.devops.text',
        message: '代码托管、持续集成、代码扫描、镜像仓库和数据库变更管理，一套研发工具链按需组合。',
      }),
    },
    {
      key: 'observability',
      anchor: 'observability',
      title: translate({ id: 'opensourceApps.category.observability.title', message: '监控与可观测性' }),
      description: translate({
        id: 'opensourceApps.category.observability.text',
        message: '指标、日志、链路追踪和性能剖析，既能独立使用，也能和 Rainbond 里的业务组件连在一起。',
      }),
    },
    {
      key: 'data',
      anchor: 'data',
      title: translate({ id: 'opensourceApps.category.data.title', message: '数据平台' }),
      description: translate({
        id: 'opensourceApps.category.data.text',
        message: '任务调度、数据集成和流数据管理，把数据团队常用的平台搬到自己的集群里。',
      }),
    },
    {
      key: 'collaboration',
      anchor: 'collaboration',
      title: translate({ id: 'opensourceApps.category.collaboration.title', message: '协作、内容与身份管理' }),
      description: translate({
        id: 'opensourceApps.category.collaboration.text',
        message: '网站、知识库、项目管理、统一登录和电商示例，企业内部常见的业务系统也能一键装好。',
      }),
    },
  ];
}

/** The featured apps, grouped on the page by category. */
export function getOpenSourceApps(): readonly OpenSourceApp[] {
  return [
    // Databases and storage
    {
      name: 'MySQL',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.mysql', message: '使用最广的开源关系型数据库，大多数业务系统的默认选择。' }),
    },
    {
      name: 'PostgreSQL',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.postgresql', message: '功能完备的对象关系型数据库，擅长复杂查询和扩展数据类型。' }),
      note: translate({ id: 'opensourceApps.app.postgresql.note', message: '另有高可用集群版' }),
    },
    {
      name: 'Redis',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.redis', message: '内存键值数据库，用作缓存、会话存储、计数器和简单队列。' }),
    },
    {
      name: 'MongoDB',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.mongodb', message: '文档型 NoSQL 数据库，数据以类似 JSON 的文档保存，结构可以随时调整。' }),
    },
    {
      name: 'Elasticsearch',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.elasticsearch', message: '分布式搜索与分析引擎，常用于全文检索和日志分析。' }),
    },
    {
      name: 'MinIO',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.minio', message: '兼容 Amazon S3 接口的对象存储，存放文件、备份和静态资源。' }),
    },
    {
      name: 'Curve',
      category: 'databases',
      description: translate({ id: 'opensourceApps.app.curve', message: '由网易发起的开源分布式存储，同时提供块存储和文件存储。' }),
    },

    // Message queues and microservices
    {
      name: 'RabbitMQ',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.rabbitmq', message: '支持 AMQP 等多种协议的消息代理，适合业务间的异步解耦。' }),
    },
    {
      name: 'Apache Kafka',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.kafka', message: '高吞吐的分布式事件流平台，承载日志采集和实时数据管道。' }),
    },
    {
      name: 'EMQX',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.emqx', message: '面向物联网的 MQTT 消息服务器，可连接海量设备。' }),
      note: translate({ id: 'opensourceApps.app.emqx.note', message: '提供高可用集群版' }),
    },
    {
      name: 'Nacos',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.nacos', message: '服务注册发现与配置管理中心，Spring Cloud Alibaba 项目的常用组件。' }),
    },
    {
      name: 'Apollo',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.apollo', message: '携程开源的分布式配置中心，配置修改后实时推送到各个应用。' }),
    },
    {
      name: 'Sentinel Dashboard',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.sentinel', message: 'Sentinel 的控制台，为微服务配置限流、熔断和降级规则。' }),
    },
    {
      name: 'Spring Cloud Pig',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.pig', message: '基于 Spring Cloud Alibaba 的 RBAC 权限管理系统，数据库、缓存和各个微服务整套安装。' }),
    },
    {
      name: 'SpringBlade',
      category: 'middleware',
      description: translate({ id: 'opensourceApps.app.blade', message: '支持多租户的企业级微服务开发平台，可作为业务项目的起点。' }),
    },

    // DevOps tools
    {
      name: 'GitLab',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.gitlab', message: '集代码托管、合并请求和 CI/CD 于一体的 DevOps 平台。' }),
      note: translate({ id: 'opensourceApps.app.gitlab.note', message: '可搭配 GitLab Runner 一起安装' }),
    },
    {
      name: 'Gitea',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.gitea', message: '轻量的自托管 Git 服务，占用资源少，小团队也养得起。' }),
    },
    {
      name: 'Jenkins',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.jenkins', message: '插件极其丰富的自动化服务器，持续集成领域的老牌工具。' }),
    },
    {
      name: 'SonarQube',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.sonarqube', message: '持续检查代码质量与安全问题，给出可追踪的质量门禁。' }),
    },
    {
      name: 'Harbor',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.harbor', message: 'CNCF 毕业的企业级镜像仓库，带权限控制、镜像复制和漏洞扫描。' }),
    },
    {
      name: 'Jpom',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.jpom', message: '低侵入的在线构建、自动部署和项目运维工具，上手简单。' }),
    },
    {
      name: 'Bytebase',
      category: 'devops',
      description: translate({ id: 'opensourceApps.app.bytebase', message: '面向数据库的 DevOps 工具，管理表结构变更并审核 SQL。' }),
    },

    // Observability
    {
      name: 'Prometheus',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.prometheus', message: '采集并存储时序指标、按规则告警，云原生监控的事实标准。' }),
    },
    {
      name: 'Grafana',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.grafana', message: '可视化仪表盘，接入 Prometheus、Loki 等多种数据源。' }),
    },
    {
      name: 'Loki',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.loki', message: '只为标签建索引的日志聚合系统，存储成本低，在 Grafana 中查询。' }),
    },
    {
      name: 'Apache SkyWalking',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.skywalking', message: '应用性能监控与分布式追踪，微服务调用链一目了然。' }),
    },
    {
      name: 'Jaeger',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.jaeger', message: 'CNCF 毕业的分布式链路追踪系统，兼容 OpenTelemetry 数据。' }),
    },
    {
      name: 'Pinpoint',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.pinpoint', message: '面向大型分布式系统的 APM 工具，Java 应用接入无需改代码。' }),
    },
    {
      name: 'Pyroscope',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.pyroscope', message: '持续性能剖析平台，找出 CPU 和内存消耗集中在哪些代码上。' }),
    },
    {
      name: 'HertzBeat',
      category: 'observability',
      description: translate({ id: 'opensourceApps.app.hertzbeat', message: '无需安装 Agent 的实时监控告警系统，监控项可以自定义。' }),
    },

    // Data platforms
    {
      name: 'Apache DolphinScheduler',
      category: 'data',
      description: translate({ id: 'opensourceApps.app.dolphinscheduler', message: '分布式工作流调度系统，用可视化的 DAG 编排数据任务。' }),
    },
    {
      name: 'DataCap',
      category: 'data',
      description: translate({ id: 'opensourceApps.app.datacap', message: '连接多种数据源，完成数据转换、集成和可视化查询。' }),
    },
    {
      name: 'KnowStreaming',
      category: 'data',
      description: translate({ id: 'opensourceApps.app.knowstreaming', message: '滴滴开源的 Kafka 管控平台，集群运维和指标观测集中在一处。' }),
    },

    // Collaboration, content and identity
    {
      name: 'WordPress',
      category: 'collaboration',
      description: translate({ id: 'opensourceApps.app.wordpress', message: '全球最流行的建站与内容管理系统，官网和博客的常见选择。' }),
    },
    {
      name: 'ZenTao',
      category: 'collaboration',
      description: translate({ id: 'opensourceApps.app.zentao', message: '禅道，国产开源项目管理软件，覆盖需求、任务、缺陷和测试。' }),
    },
    {
      name: 'zyplayer-doc',
      category: 'collaboration',
      description: translate({ id: 'opensourceApps.app.zyplayerdoc', message: '可私有化部署的在线知识库与文档管理系统。' }),
    },
    {
      name: 'MaxKey',
      category: 'collaboration',
      description: translate({ id: 'opensourceApps.app.maxkey', message: '单点登录与身份管理系统，把内部系统接入统一认证。' }),
    },
    {
      name: 'TopIAM',
      category: 'collaboration',
      description: translate({ id: 'opensourceApps.app.topiam', message: '开源的 IAM/IDaaS 平台，集中管理账号、权限和应用访问。' }),
    },
    {
      name: 'mall',
      category: 'collaboration',
      description: translate({ id: 'opensourceApps.app.mall', message: '基于 Spring Boot 的电商系统，前台商城和后台管理一并安装，适合演示和学习。' }),
    },
  ];
}
