import React from 'react';
import { translate } from '@docusaurus/Translate';
import FeaturePage from '../../components/feature/FeaturePage';
import MultiClusterDiagram from '../../components/feature/MultiClusterDiagram';

/** /feature/multi-cluster: several Kubernetes clusters, one application-level console. */
export default function MultiClusterFeature(): React.ReactElement {
  return (
    <FeaturePage
      page="multi-cluster"
      meta={{
        title: translate({ id: 'feature.multiCluster.meta.title', message: 'Kubernetes 多集群管理' }),
        description: translate({
          id: 'feature.multiCluster.meta.description',
          message: '用一个 Rainbond 控制台接入自建 Kubernetes、阿里云 ACK、华为云 CCE、腾讯云 TKE 等多个集群，接管已有应用，不写 Yaml 完成跨集群部署、安装、迁移和备份，并按团队划分资源和权限。',
        }),
      }}
      hero={{
        eyebrow: translate({ id: 'feature.multiCluster.hero.eyebrow', message: 'Kubernetes 多集群管理' }),
        title: translate({ id: 'feature.multiCluster.hero.title', message: '一个控制台，管好分布在各处的 Kubernetes 集群' }),
        subtitle: translate({
          id: 'feature.multiCluster.hero.subtitle',
          message: '机房里的自建集群、公有云上的托管集群、边缘的轻量集群，都可以接入同一个 Rainbond。开发者看到的是应用而不是 Yaml，应用可以部署、安装和迁移到任何一个已接入的集群。',
        }),
      }}
      problem={{
        title: translate({ id: 'feature.multiCluster.problem.title', message: '集群越来越多，管理越来越散' }),
        intro: translate({
          id: 'feature.multiCluster.problem.intro',
          message: '业务上云往往不是一步到位，而是一个集群接一个集群地长出来。',
        }),
        items: [
          {
            title: translate({ id: 'feature.multiCluster.problem.entry.title', message: '每个集群一个入口' }),
            description: translate({
              id: 'feature.multiCluster.problem.entry.text',
              message: '自建集群和各家云厂商的托管集群各有控制台和凭证，同一个业务在不同集群上的状态，很难放到一起看。',
            }),
          },
          {
            title: translate({ id: 'feature.multiCluster.problem.yaml.title', message: 'Yaml 复制来复制去' }),
            description: translate({
              id: 'feature.multiCluster.problem.yaml.text',
              message: '把应用搬到另一个集群，通常意味着导出一堆 Yaml，再按新环境逐个修改，漏掉一处就可能出故障。',
            }),
          },
          {
            title: translate({ id: 'feature.multiCluster.problem.perm.title', message: '资源和权限难以划分' }),
            description: translate({
              id: 'feature.multiCluster.problem.perm.text',
              message: '多个团队共用集群，谁能看、谁能改、资源怎么分，只靠口头约定和手工分发的 kubeconfig 很难管住。',
            }),
          },
        ],
      }}
      solution={{
        title: translate({ id: 'feature.multiCluster.solution.title', message: '应用与基础设施解耦，集群只是应用运行的地方' }),
        description: translate({
          id: 'feature.multiCluster.solution.text',
          message: 'Rainbond 分为两部分：提供 Web 界面的控制台，以及装在每个集群里的集群端。集群端通过标准 Kubernetes API 工作，控制台经由它管理集群和集群上的应用。应用按照 Rainbond 的应用模型来描述，不依赖某个具体集群，所以同一个应用可以放到任何一个接入的集群上运行。',
        }),
        points: [
          translate({ id: 'feature.multiCluster.solution.point1', message: '一个控制台同时接入、监控和管理多个集群' }),
          translate({ id: 'feature.multiCluster.solution.point2', message: '控制台停机不影响集群和业务的运行' }),
          translate({ id: 'feature.multiCluster.solution.point3', message: '经控制台部署的应用，照样可以用 kubectl 查看和管理' }),
        ],
        diagram: <MultiClusterDiagram />,
      }}
      capabilities={[
        {
          title: translate({ id: 'feature.multiCluster.connect.title', message: '接入各种 Kubernetes 集群' }),
          intro: translate({
            id: 'feature.multiCluster.connect.intro',
            message: '已经有集群就直接接入；还没有集群，就从几台 Linux 服务器开始装。',
          }),
          tags: [
            translate({ id: 'feature.multiCluster.connect.tag.selfhosted', message: '自建 Kubernetes' }),
            translate({ id: 'feature.multiCluster.connect.tag.ack', message: '阿里云 ACK' }),
            translate({ id: 'feature.multiCluster.connect.tag.cce', message: '华为云 CCE' }),
            translate({ id: 'feature.multiCluster.connect.tag.tke', message: '腾讯云 TKE' }),
            translate({ id: 'feature.multiCluster.connect.tag.hosts', message: 'Linux 服务器' }),
          ],
          tagsLabel: translate({ id: 'feature.multiCluster.connect.tagsLabel', message: '可以接入的集群类型' }),
          items: [
            {
              title: translate({ id: 'feature.multiCluster.connect.wizard.title', message: '向导式对接' }),
              description: translate({
                id: 'feature.multiCluster.connect.wizard.text',
                message: '跟着控制台里的向导操作，就能接入自建集群，以及阿里云 ACK、华为云 CCE、腾讯云 TKE 等托管集群。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.connect.hosts.title', message: '从服务器开始安装' }),
              description: translate({
                id: 'feature.multiCluster.connect.hosts.text',
                message: '没有现成集群时，在控制台里添加 Linux 主机，平台自动装好 Kubernetes 和 Rainbond 集群端，x86 和 Arm64 主机都可以。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.connect.helm.title', message: '用 Helm 装进现有集群' }),
              description: translate({
                id: 'feature.multiCluster.connect.helm.text',
                message: '已经有集群的，用 Helm 把 Rainbond 装进去即可，自建集群、K3s、RKE2 以及 ACK、CCE、TKE 等托管集群都适用。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.multiCluster.adopt.title', message: '接管已经在运行的应用' }),
          intro: translate({
            id: 'feature.multiCluster.adopt.intro',
            message: '已经部署在 Kubernetes 里的业务，不必重新发布一遍，就能纳入 Rainbond 管理。',
          }),
          items: [
            {
              title: translate({ id: 'feature.multiCluster.adopt.import.title', message: '按命名空间导入' }),
              description: translate({
                id: 'feature.multiCluster.adopt.import.text',
                message: '在向导里选择命名空间，平台把 Deployment、StatefulSet、Job 和 CronJob 转换成对应类型的组件，端口、配置和存储等属性一并带过来。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.adopt.noyaml.title', message: '不写 Yaml 也能运维' }),
              description: translate({
                id: 'feature.multiCluster.adopt.noyaml.text',
                message: '导入之后，实例数、环境变量、端口和存储都在 Web 控制台里调整，日常操作不用再打开 Yaml 文件。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.adopt.native.title', message: '原生方式依然可用' }),
              description: translate({
                id: 'feature.multiCluster.adopt.native.text',
                message: '平台最终生成的是标准 Kubernetes 资源，习惯 kubectl 的管理员可以照常查看和排查问题。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.multiCluster.multicloud.title', message: '应用级的多云管理' }),
          intro: translate({
            id: 'feature.multiCluster.multicloud.intro',
            message: '应用不和某个集群绑死。开发、测试和生产可以分别跑在不同的云上，应用本身不需要为此做任何改动。',
          }),
          items: [
            {
              title: translate({ id: 'feature.multiCluster.multicloud.deploy.title', message: '跨集群部署与安装' }),
              description: translate({
                id: 'feature.multiCluster.multicloud.deploy.text',
                message: '同一个应用模板可以安装到任意一个已接入的集群，公有云、私有云和边缘环境一视同仁。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.multicloud.migrate.title', message: '整体迁移' }),
              description: translate({
                id: 'feature.multiCluster.multicloud.migrate.text',
                message: '业务要换一个集群运行时，以应用为单位整体迁移，组件之间的依赖关系和配置一起带走。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.multicloud.backup.title', message: '应用备份' }),
              description: translate({
                id: 'feature.multiCluster.multicloud.backup.text',
                message: '以应用为单位进行备份，需要时在原集群或另一个集群上恢复。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.multiCluster.teams.title', message: '适合企业的团队与权限管理' }),
          intro: translate({
            id: 'feature.multiCluster.teams.intro',
            message: '多个团队共用一批基础设施时，资源要分得开，权限要管得细。',
          }),
          items: [
            {
              title: translate({ id: 'feature.multiCluster.teams.space.title', message: '团队资源空间' }),
              description: translate({
                id: 'feature.multiCluster.teams.space.text',
                message: '每个团队有自己的工作空间，可以独享某个集群的资源，也可以和其他团队共享。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.teams.roles.title', message: '细粒度的权限' }),
              description: translate({
                id: 'feature.multiCluster.teams.roles.text',
                message: '为团队成员分配不同角色，控制谁能查看、谁能部署、谁能修改配置，不再需要四处分发集群凭证。',
              }),
            },
            {
              title: translate({ id: 'feature.multiCluster.teams.audit.title', message: '操作有记录' }),
              description: translate({
                id: 'feature.multiCluster.teams.audit.text',
                message: '部署、变更和伸缩都会留下记录，出了问题能查到是谁在什么时候做了什么。',
              }),
            },
          ],
        },
      ]}
      docs={{
        title: translate({ id: 'feature.multiCluster.docs.title', message: '相关文档' }),
        intro: translate({
          id: 'feature.multiCluster.docs.intro',
          message: '先了解控制台与集群端的关系，再按自己的环境选择安装方式。',
        }),
        links: [
          {
            title: translate({ id: 'feature.multiCluster.docs.overview.title', message: 'Rainbond 介绍' }),
            description: translate({
              id: 'feature.multiCluster.docs.overview.text',
              message: '控制台与集群端如何分工，团队、应用和组件这些核心概念又分别是什么。',
            }),
            href: '/docs',
          },
          {
            title: translate({ id: 'feature.multiCluster.docs.install.title', message: '安装方式' }),
            description: translate({
              id: 'feature.multiCluster.docs.install.text',
              message: '对比快速安装、基于主机、基于 Kubernetes 和离线四种方式，选出适合你的一种。',
            }),
            href: '/docs/installation',
          },
          {
            title: translate({ id: 'feature.multiCluster.docs.helm.title', message: '基于 Helm 安装' }),
            description: translate({
              id: 'feature.multiCluster.docs.helm.text',
              message: '把 Rainbond 装进已有的 Kubernetes 集群，包括托管集群。',
            }),
            href: '/docs/installation/install-with-helm',
          },
          {
            title: translate({ id: 'feature.multiCluster.docs.offline.title', message: '离线安装' }),
            description: translate({
              id: 'feature.multiCluster.docs.offline.text',
              message: '在不能访问互联网的机房里准备镜像并完成安装。',
            }),
            href: '/docs/installation/offline',
          },
        ],
      }}
      cta={{
        title: translate({ id: 'feature.multiCluster.cta.title', message: '把你的集群接入 Rainbond' }),
        description: translate({
          id: 'feature.multiCluster.cta.text',
          message: '先用一条命令装好控制台，再按向导把现有集群逐个接进来。需要多集群的落地方案，欢迎联系我们。',
        }),
      }}
    />
  );
}
