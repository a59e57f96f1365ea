import React from 'react';
import { translate } from '@docusaurus/Translate';
import FeaturePage from '../../components/feature/FeaturePage';
import AppOpsDiagram from '../../components/feature/AppOpsDiagram';

/** /feature/app-ops: operations simplified by the application model. */
export default function AppOpsFeature(): React.ReactElement {
  return (
    <FeaturePage
      page="app-ops"
      meta={{
        title: translate({ id: 'feature.appOps.meta.title', message: '应用运维' }),
        description: translate({
          id: 'feature.appOps.meta.description',
          message: 'Rainbond 用应用模型简化运维：开发者看得懂的应用级属性和操作，内置网关支持按域名、路径、请求头和 Cookie 路由及 HTTPS 证书管理，另有灰度发布、自动伸缩、Web 终端和日志检索。',
        }),
      }}
      hero={{
        eyebrow: translate({ id: 'feature.appOps.hero.eyebrow', message: '应用运维' }),
        title: translate({ id: 'feature.appOps.hero.title', message: '用应用模型，把运维变简单' }),
        subtitle: translate({
          id: 'feature.appOps.hero.subtitle',
          message: '运维的对象从 Pod、Service、Ingress 变成了应用和组件。开发者看得懂、上手快，Kubernetes 也因此更容易在团队里真正用起来。',
        }),
      }}
      problem={{
        title: translate({ id: 'feature.appOps.problem.title', message: '上了 Kubernetes，运维为什么反而更累' }),
        intro: translate({
          id: 'feature.appOps.problem.intro',
          message: '底层平台换成了 Kubernetes，日常运维的门槛却一下子高了许多。',
        }),
        items: [
          {
            title: translate({ id: 'feature.appOps.problem.concepts.title', message: '概念太多' }),
            description: translate({
              id: 'feature.appOps.problem.concepts.text',
              message: '改端口要动 Service，加域名要写 Ingress，调资源要改 Deployment。开发者看不懂，大事小事只好都找运维。',
            }),
          },
          {
            title: translate({ id: 'feature.appOps.problem.debug.title', message: '排查问题要跨好几个工具' }),
            description: translate({
              id: 'feature.appOps.problem.debug.text',
              message: '看日志要登录节点或敲 kubectl，进容器调试要找有权限的人，定位一个问题得在多个系统之间来回切换。',
            }),
          },
          {
            title: translate({ id: 'feature.appOps.problem.audit.title', message: '变更说不清' }),
            description: translate({
              id: 'feature.appOps.problem.audit.text',
              message: '多人一起维护同一套系统，谁在什么时候改了什么，出了故障之后往往很难还原。',
            }),
          },
        ],
      }}
      solution={{
        title: translate({ id: 'feature.appOps.solution.title', message: '以应用为单位，用大家都懂的语言描述运维' }),
        description: translate({
          id: 'feature.appOps.solution.text',
          message: 'Rainbond 用应用模型描述业务：一个应用由若干组件构成，组件有端口、域名、环境变量、存储、实例数和依赖等直观的属性，也有启动、停止、构建、更新、回滚、伸缩等直观的动作。平台把这些翻译成对应的 Kubernetes 资源并持续维护，开发者把精力留给业务本身。',
        }),
        points: [
          translate({ id: 'feature.appOps.solution.point1', message: '应用级的属性和操作，开发者看得懂、用得来' }),
          translate({ id: 'feature.appOps.solution.point2', message: '支持多人协作，所有操作都有记录' }),
          translate({ id: 'feature.appOps.solution.point3', message: '需要时仍可设置节点选择、亲和性、容忍度等 Kubernetes 高级属性' }),
        ],
        diagram: <AppOpsDiagram />,
      }}
      capabilities={[
        {
          title: translate({ id: 'feature.appOps.dev.title', message: '开发人员也能掌控的运维' }),
          intro: translate({
            id: 'feature.appOps.dev.intro',
            message: '运维不再是少数人的专属技能，写代码的人也能照看好自己的服务。',
          }),
          items: [
            {
              title: translate({ id: 'feature.appOps.dev.actions.title', message: '直观的组件操作' }),
              description: translate({
                id: 'feature.appOps.dev.actions.text',
                message: '启动、停止、重启、构建、更新和回滚各是一个按钮；运行中、启动中、异常等状态用颜色区分，一眼就能看出来。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.dev.config.title', message: '配置集中管理' }),
              description: translate({
                id: 'feature.appOps.dev.config.text',
                message: '环境变量、配置文件和配置组都在页面上维护。配置文件里可以引用环境变量，多个组件还能共用同一份配置。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.dev.team.title', message: '多人协作，操作留痕' }),
              description: translate({
                id: 'feature.appOps.dev.team.text',
                message: '团队成员分工维护同一个应用，每一次构建、变更和伸缩都记下了操作人和时间。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.appOps.gateway.title', message: '功能完整的内置网关' }),
          intro: translate({
            id: 'feature.appOps.gateway.intro',
            message: '网关随平台一起提供，外部访问应用的所有规则都在这里配置，不用再手写 Ingress。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.appOps.gateway.routes.title', message: '灵活的路由规则' }),
              description: translate({
                id: 'feature.appOps.gateway.routes.text',
                message: '按域名、访问路径、请求头和 Cookie 把请求分发给不同组件，也支持泛域名以及 TCP/UDP 端口访问。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.gateway.https.title', message: 'HTTPS 证书管理' }),
              description: translate({
                id: 'feature.appOps.gateway.https.text',
                message: '上传的证书会按域名自动匹配；配合 cert-manager，还能自动签发和续期 Let’s Encrypt 证书。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.gateway.canary.title', message: '灰度发布与 A/B 测试' }),
              description: translate({
                id: 'feature.appOps.gateway.canary.text',
                message: '新版本先承接一小部分流量，确认无误再逐步放量；也可以按请求头或 Cookie 把特定用户引到指定版本。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.gateway.teams.title', message: '团队之间互不干扰' }),
              description: translate({
                id: 'feature.appOps.gateway.teams.text',
                message: '各团队在自己的空间里管理域名和路由规则，彼此隔离。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.appOps.scaling.title', message: '伸缩与自愈' }),
          intro: translate({
            id: 'feature.appOps.scaling.intro',
            message: '业务量有起有落，实例数应该跟着变化，而不是一直按高峰配置。',
          }),
          items: [
            {
              title: translate({ id: 'feature.appOps.scaling.manual.title', message: '手动伸缩' }),
              description: translate({
                id: 'feature.appOps.scaling.manual.text',
                message: '在页面上调整实例数量，或者调整单个实例的内存和 CPU 配额。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.scaling.auto.title', message: '按规则自动伸缩' }),
              description: translate({
                id: 'feature.appOps.scaling.auto.text',
                message: '设定 CPU、内存使用率的阈值和实例数的上下限，负载升高时自动扩容，回落后自动缩容。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.scaling.rolling.title', message: '滚动更新与健康检查' }),
              description: translate({
                id: 'feature.appOps.scaling.rolling.text',
                message: '更新时先启动新实例，健康检查通过后才下线旧实例；实例出现异常时由平台自动拉起。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.appOps.debug.title', message: '排查问题不用离开浏览器' }),
          intro: translate({
            id: 'feature.appOps.debug.intro',
            message: '调试和排障用得到的工具，控制台里都有。',
          }),
          items: [
            {
              title: translate({ id: 'feature.appOps.debug.terminal.title', message: 'Web 终端' }),
              description: translate({
                id: 'feature.appOps.debug.terminal.text',
                message: '在网页上直接打开组件实例的 Shell，执行命令、查看文件，不用申请节点的登录权限。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.debug.logs.title', message: '日志查看与搜索' }),
              description: translate({
                id: 'feature.appOps.debug.logs.text',
                message: '实时查看组件输出的日志，也能按关键字搜索，快速找到出错的那一行。',
              }),
            },
            {
              title: translate({ id: 'feature.appOps.debug.metrics.title', message: '监控数据' }),
              description: translate({
                id: 'feature.appOps.debug.metrics.text',
                message: '查看组件的 CPU、内存曲线以及吞吐率和响应时间，再对照操作记录，判断问题出在哪一次变更。',
              }),
            },
          ],
        },
      ]}
      docs={{
        title: translate({ id: 'feature.appOps.docs.title', message: '延伸阅读' }),
        intro: translate({
          id: 'feature.appOps.docs.intro',
          message: '从核心概念到动手操作，下面的文档帮你熟悉以应用为中心的运维方式。',
        }),
        links: [
          {
            title: translate({ id: 'feature.appOps.docs.concepts.title', message: 'Rainbond 是什么' }),
            description: translate({
              id: 'feature.appOps.docs.concepts.text',
              message: '应用、组件、网关和插件这些概念，以及它们对应的 Kubernetes 资源。',
            }),
            href: '/docs',
          },
          {
            title: translate({ id: 'feature.appOps.docs.start.title', message: '部署第一个应用' }),
            description: translate({
              id: 'feature.appOps.docs.start.text',
              message: '在控制台里走一遍构建、访问和伸缩等基本操作。',
            }),
            href: '/docs/quick-start/getting-started',
          },
          {
            title: translate({ id: 'feature.appOps.docs.autobuild.title', message: '自动构建' }),
            description: translate({
              id: 'feature.appOps.docs.autobuild.text',
              message: '代码或镜像一有更新就自动构建，并以滚动更新的方式上线。',
            }),
            href: '/docs/how-to-guides/app-ops/auto-build',
          },
          {
            title: translate({ id: 'feature.appOps.docs.install.title', message: '安装方式' }),
            description: translate({
              id: 'feature.appOps.docs.install.text',
              message: '从单机体验到生产集群，选择合适的安装途径。',
            }),
            href: '/docs/installation',
          },
        ],
      }}
      cta={{
        title: translate({ id: 'feature.appOps.cta.title', message: '亲手试试以应用为中心的运维' }),
        description: translate({
          id: 'feature.appOps.cta.text',
          message: '装好 Rainbond，部署一个应用，再试试伸缩、灰度发布和 Web 终端。需要企业级支持，欢迎联系我们。',
        }),
      }}
    />
  );
}
