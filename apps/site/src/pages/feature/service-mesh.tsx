import React from 'react';
import { translate } from '@docusaurus/Translate';
import FeaturePage from '../../components/feature/FeaturePage';
import ServiceMeshDiagram from '../../components/feature/ServiceMeshDiagram';

const OBSERVABILITY_TOOLS = ['Pinpoint', 'SkyWalking', 'OpenTelemetry', 'Jaeger', 'Pyroscope', 'Arthas'] as const;

/** /feature/service-mesh: microservice governance out of the box, orchestration by drag and drop. */
export default function ServiceMeshFeature(): React.ReactElement {
  return (
    <FeaturePage
      page="service-mesh"
      meta={{
        title: translate({ id: 'feature.serviceMesh.meta.title', message: '微服务治理与服务网格' }),
        description: translate({
          id: 'feature.serviceMesh.meta.description',
          message: 'Rainbond 内置 Service Mesh，开启插件即获得服务治理，框架可以更换；在拓扑图上拖拽编排微服务，通过插件接入各类观测工具，兼容 Spring Cloud 和 Dubbo。',
        }),
      }}
      hero={{
        eyebrow: translate({ id: 'feature.serviceMesh.hero.eyebrow', message: '微服务治理' }),
        title: translate({ id: 'feature.serviceMesh.hero.title', message: '开箱即用的服务治理，拖拽之间编排好微服务' }),
        subtitle: translate({
          id: 'feature.serviceMesh.hero.subtitle',
          message: '传统应用部署到 Rainbond 后，开启一个应用级插件就具备 Service Mesh 能力，不改代码，也不引入框架 SDK；日志、性能分析和监控按需加装。',
        }),
      }}
      problem={{
        title: translate({ id: 'feature.serviceMesh.problem.title', message: '微服务的难处，往往不在业务本身' }),
        intro: translate({
          id: 'feature.serviceMesh.problem.intro',
          message: '把系统拆成服务并不难，难的是把几十个服务长期治理好。',
        }),
        items: [
          {
            title: translate({ id: 'feature.serviceMesh.problem.sdk.title', message: '治理能力写死在代码里' }),
            description: translate({
              id: 'feature.serviceMesh.problem.sdk.text',
              message: '服务发现、负载均衡和熔断依赖框架 SDK，换语言就得换一套，框架一升级，所有服务都要跟着改。',
            }),
          },
          {
            title: translate({ id: 'feature.serviceMesh.problem.map.title', message: '服务关系只存在于人的记忆里' }),
            description: translate({
              id: 'feature.serviceMesh.problem.map.text',
              message: '谁调用谁、按什么顺序启动，散落在配置文件和几位老员工的记忆里，新人很难看清全貌。',
            }),
          },
          {
            title: translate({ id: 'feature.serviceMesh.problem.observe.title', message: '观测工具接入代价高' }),
            description: translate({
              id: 'feature.serviceMesh.problem.observe.text',
              message: '每接一个链路追踪或性能分析工具，都要改启动参数、加探针、重新发布，结果往往只有少数服务真正接上。',
            }),
          },
        ],
      }}
      solution={{
        title: translate({ id: 'feature.serviceMesh.solution.title', message: '把治理能力从业务里拿出来，做成插件' }),
        description: translate({
          id: 'feature.serviceMesh.solution.text',
          message: 'Kubernetes 的 Pod 里可以运行多个共享网络和存储的容器，Rainbond 借此把治理和运维能力做成与业务容器并排运行的插件。给每个组件注入代理，整个应用就有了 Service Mesh；代理本身也是插件，可以按需开启，也可以替换。业务容器只关心业务，用什么语言写都可以。',
        }),
        points: [
          translate({ id: 'feature.serviceMesh.solution.point1', message: '组件之间连一条依赖线，连接信息自动以环境变量注入' }),
          translate({ id: 'feature.serviceMesh.solution.point2', message: '内置 Service Mesh 与 Kubernetes 原生 Service 两种治理模式可以切换' }),
          translate({ id: 'feature.serviceMesh.solution.point3', message: '日志、监控、调用链等能力以插件形式挂载，不动业务代码' }),
        ],
        diagram: <ServiceMeshDiagram />,
      }}
      capabilities={[
        {
          title: translate({ id: 'feature.serviceMesh.topology.title', message: '图形化的服务编排与拓扑' }),
          intro: translate({
            id: 'feature.serviceMesh.topology.intro',
            message: '应用由哪些服务组成、谁依赖谁、是否正常，一张拓扑图全部呈现。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.serviceMesh.topology.blocks.title', message: '像拼积木一样编排' }),
              description: translate({
                id: 'feature.serviceMesh.topology.blocks.text',
                message: '在拓扑图上从一个组件拖一条线到另一个组件，依赖关系就建立好了，不需要编写任何配置文件。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.topology.env.title', message: '连接信息自动注入' }),
              description: translate({
                id: 'feature.serviceMesh.topology.env.text',
                message: '被依赖的组件会把地址、端口和账号等信息以环境变量提供给调用方，例如 MYSQL_HOST、MYSQL_PORT，代码里不必写死地址。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.topology.order.title', message: '按依赖顺序启动' }),
              description: translate({
                id: 'feature.serviceMesh.topology.order.text',
                message: '被依赖的服务先启动，就绪之后才启动依赖它的服务，避免启动顺序错乱导致的连接失败。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.topology.status.title', message: '运行状态一目了然' }),
              description: translate({
                id: 'feature.serviceMesh.topology.status.text',
                message: '拓扑图上直接标出每个组件的运行状态，点进去就能看到实例、日志和监控数据。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.serviceMesh.modes.title', message: '服务网格可以开启，也可以更换' }),
          intro: translate({
            id: 'feature.serviceMesh.modes.intro',
            message: '网格框架不和业务绑定。先用内置方案起步，有需要时再切换。',
          }),
          items: [
            {
              title: translate({ id: 'feature.serviceMesh.modes.builtin.title', message: '内置 Service Mesh 模式' }),
              description: translate({
                id: 'feature.serviceMesh.modes.builtin.text',
                message: '默认模式。每个组件旁运行一个代理，调用方像访问本机一样访问上游服务，服务发现和负载均衡由代理完成。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.modes.native.title', message: 'Kubernetes 原生 Service 模式' }),
              description: translate({
                id: 'feature.serviceMesh.modes.native.text',
                message: '组件之间通过 Kubernetes Service 和内部域名通信，贴近原生用法，也便于把应用导出为 Helm Chart。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.modes.more.title', message: '扩展其他网格框架' }),
              description: translate({
                id: 'feature.serviceMesh.modes.more.text',
                message: '网格代理以应用级插件的形式存在，可以通过插件接入 Istio 等其他 Service Mesh 框架，再按应用一键切换。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.serviceMesh.observe.title', message: '用插件补齐可观测能力' }),
          intro: translate({
            id: 'feature.serviceMesh.observe.intro',
            message: '观测和运维工具以插件形式挂到组件上，与业务容器共享网络和环境变量，装上即生效。',
          }),
          tags: OBSERVABILITY_TOOLS,
          tagsLabel: translate({ id: 'feature.serviceMesh.observe.tagsLabel', message: '可以对接的观测工具' }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.serviceMesh.observe.builtin.title', message: '自带协议级性能分析' }),
              description: translate({
                id: 'feature.serviceMesh.observe.builtin.text',
                message: '内置插件分析 HTTP 和 MySQL 协议的请求，统计响应时间和吞吐率，帮助定位慢在哪里。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.observe.thirdparty.title', message: '对接第三方观测工具' }),
              description: translate({
                id: 'feature.serviceMesh.observe.thirdparty.text',
                message: '接入 Pinpoint、SkyWalking、OpenTelemetry、Jaeger 追踪调用链，用 Pyroscope 做持续性能剖析，用 Arthas 在线诊断 Java 服务。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.observe.metrics.title', message: '扩展业务监控' }),
              description: translate({
                id: 'feature.serviceMesh.observe.metrics.text',
                message: '通过监控插件采集业务自己的指标，和平台提供的资源监控放在一起查看。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.observe.types.title', message: '覆盖流量的每个位置' }),
              description: translate({
                id: 'feature.serviceMesh.observe.types.text',
                message: '入口插件做限流和防护，出口插件做负载均衡和熔断，旁路插件管日志与监控，初始化插件在启动前准备数据。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.serviceMesh.frameworks.title', message: '兼容现有的微服务框架' }),
          intro: translate({
            id: 'feature.serviceMesh.frameworks.intro',
            message: '已经在用 Spring Cloud 或 Dubbo 的项目，不需要为了迁上平台而推倒重来。',
          }),
          items: [
            {
              title: 'Spring Cloud',
              description: translate({
                id: 'feature.serviceMesh.frameworks.spring.text',
                message: '先部署 Nacos、Eureka 等注册中心，再部署各服务并建立依赖。服务之间照旧通过注册中心调用，部署和运维交给平台。',
              }),
            },
            {
              title: 'Dubbo',
              description: translate({
                id: 'feature.serviceMesh.frameworks.dubbo.text',
                message: 'Dubbo 服务同样按组件部署，保留原有的注册和调用方式，并获得平台的监控、日志和伸缩能力。',
              }),
            },
            {
              title: translate({ id: 'feature.serviceMesh.frameworks.arch.title', message: '跨 CPU 架构编排' }),
              description: translate({
                id: 'feature.serviceMesh.frameworks.arch.text',
                message: '分别运行在 x86 和 Arm 节点上的服务，可以编排进同一个应用并互相调用，操作方式和平常一样。',
              }),
            },
          ],
        },
      ]}
      docs={{
        title: translate({ id: 'feature.serviceMesh.docs.title', message: '动手部署一套微服务' }),
        intro: translate({
          id: 'feature.serviceMesh.docs.intro',
          message: '两个完整的 Spring Cloud 示例，看看依赖编排和服务治理在真实项目里的样子。',
        }),
        links: [
          {
            title: translate({ id: 'feature.serviceMesh.docs.pig.title', message: '部署 Spring Cloud Pig' }),
            description: translate({
              id: 'feature.serviceMesh.docs.pig.text',
              message: '从 MySQL、Redis 到 7 个后端服务和 Vue 前端，完整搭起一套微服务系统。',
            }),
            href: '/docs/how-to-guides/micro-service-deploy/pig-example',
          },
          {
            title: translate({ id: 'feature.serviceMesh.docs.blade.title', message: '部署 Spring Cloud Blade' }),
            description: translate({
              id: 'feature.serviceMesh.docs.blade.text',
              message: '基于 Nacos 与 Sentinel 的项目：依赖建好后，服务无需改代码就能相互访问。',
            }),
            href: '/docs/how-to-guides/micro-service-deploy/blade-example',
          },
          {
            title: translate({ id: 'feature.serviceMesh.docs.start.title', message: '部署第一个应用' }),
            description: translate({
              id: 'feature.serviceMesh.docs.start.text',
              message: '先用一个简单应用熟悉组件、拓扑图和对外访问。',
            }),
            href: '/docs/quick-start/getting-started',
          },
          {
            title: translate({ id: 'feature.serviceMesh.docs.concepts.title', message: 'Rainbond 是什么' }),
            description: translate({
              id: 'feature.serviceMesh.docs.concepts.text',
              message: '应用、组件、插件和依赖这些核心概念的说明。',
            }),
            href: '/docs',
          },
        ],
      }}
      cta={{
        title: translate({ id: 'feature.serviceMesh.cta.title', message: '不改代码，让现有服务用上服务网格' }),
        description: translate({
          id: 'feature.serviceMesh.cta.text',
          message: '装好 Rainbond，部署服务，在拓扑图上连好依赖，治理能力就已经在工作了。需要架构咨询，欢迎联系我们。',
        }),
      }}
    />
  );
}
