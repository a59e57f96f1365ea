import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { Button, Icon, Section, StatBand } from '@rainbond/ui';
import FeaturePage from '../../components/feature/FeaturePage';
import { APP_STORE, QUICK_INSTALL } from '../../components/site-links';
import AppMarketDiagram from '../../components/feature/AppMarketDiagram';

/** /feature/app-market: publish applications as versioned templates, install, upgrade and deliver offline. */
export default function AppMarketFeature(): React.ReactElement {
  const statsLabel = translate({ id: 'feature.appMarket.stats.label', message: '开源应用商店数据' });
  return (
    <FeaturePage
      page="app-market"
      meta={{
        title: translate({ id: 'feature.appMarket.meta.title', message: '应用市场' }),
        description: translate({
          id: 'feature.appMarket.meta.description',
          message: 'Rainbond 应用市场：应用发布为带版本的模板，一键安装、升级和离线交付；开源应用商店提供 500 多个一键安装的应用。',
        }),
      }}
      hero={{
        eyebrow: translate({ id: 'feature.appMarket.hero.eyebrow', message: '应用市场' }),
        title: translate({ id: 'feature.appMarket.hero.title', message: '像安装手机 App 一样，安装和交付企业应用' }),
        subtitle: translate({
          id: 'feature.appMarket.hero.subtitle',
          message: '把调试好的应用连同配置和依赖关系发布成带版本的模板。之后无论内部复用、客户交付还是离线环境，都是一键安装、一键升级。',
        }),
        actions: (
          <>
            <Button size="lg" href={APP_STORE} endIcon={<Icon name="externalLink" />}>
              <Translate id="feature.appMarket.hero.store">浏览应用商店</Translate>
            </Button>
            <Button size="lg" variant="secondary" href={QUICK_INSTALL}>
              <Translate id="feature.appMarket.hero.install">安装 Rainbond</Translate>
            </Button>
          </>
        ),
      }}
      problem={{
        title: translate({ id: 'feature.appMarket.problem.title', message: '软件交付为什么总是又慢又累' }),
        intro: translate({
          id: 'feature.appMarket.problem.intro',
          message: '系统开发完只是开始，把它装进一个又一个环境，往往更花时间。',
        }),
        items: [
          {
            title: translate({ id: 'feature.appMarket.problem.repeat.title', message: '每次部署都从头来' }),
            description: translate({
              id: 'feature.appMarket.problem.repeat.text',
              message: '同一套系统交给不同客户，每次都要重新准备镜像、配置和部署文档，再派人到现场安装。',
            }),
          },
          {
            title: translate({ id: 'feature.appMarket.problem.upgrade.title', message: '升级比安装更难' }),
            description: translate({
              id: 'feature.appMarket.problem.upgrade.text',
              message: '各个现场的版本不一样，升级时要加哪些配置、换哪些组件，全凭人工比对。',
            }),
          },
          {
            title: translate({ id: 'feature.appMarket.problem.offline.title', message: '离线环境寸步难行' }),
            description: translate({
              id: 'feature.appMarket.problem.offline.text',
              message: '不少客户的网络与外界隔离，镜像拉不下来，依赖装不上，只能带着一堆安装包反复折腾。',
            }),
          },
          {
            title: translate({ id: 'feature.appMarket.problem.reuse.title', message: '好用的模块难复用' }),
            description: translate({
              id: 'feature.appMarket.problem.reuse.text',
              message: '调试好的中间件和业务模块，换个项目又得重新部署一遍，团队的积累沉淀不下来。',
            }),
          },
        ],
      }}
      solution={{
        title: translate({ id: 'feature.appMarket.solution.title', message: '应用模板：把整个应用变成一个安装包' }),
        description: translate({
          id: 'feature.appMarket.solution.text',
          message: 'Rainbond 用应用模型（Rainbond Application Model，简称 RAM）描述完整的应用：有哪些组件，各自的镜像、配置、端口、存储和插件，以及组件之间的依赖。这份描述发布到应用市场就是应用模板，不论应用多复杂，到了目标环境都能一键装好运行。',
        }),
        points: [
          translate({ id: 'feature.appMarket.solution.point1', message: '模板带版本号，新版本发布后一键升级' }),
          translate({ id: 'feature.appMarket.solution.point2', message: '同一个模板既能在线安装，也能导出离线包带进隔离网络' }),
          translate({ id: 'feature.appMarket.solution.point3', message: '模板之间可以相互拼装，组成更大的应用' }),
        ],
        diagram: <AppMarketDiagram />,
      }}
      highlight={(tone) => (
        <Section tone={tone} aria-label={statsLabel}>
          <StatBand
            label={statsLabel}
            stats={[
              { value: '500+', label: translate({ id: 'feature.appMarket.stats.apps', message: '一键安装的应用' }) },
              { value: '80+', label: translate({ id: 'feature.appMarket.stats.plugins', message: '开源应用与插件' }) },
              { value: '4', label: translate({ id: 'feature.appMarket.stats.formats', message: '类应用包：Helm Chart、Docker、RAM、二进制' }) },
            ]}
          />
        </Section>
      )}
      capabilities={[
        {
          title: translate({ id: 'feature.appMarket.publish.title', message: '发布：把应用沉淀成模板' }),
          intro: translate({
            id: 'feature.appMarket.publish.intro',
            message: '应用在 Rainbond 上跑通以后，几步操作就能发布成模板。',
          }),
          items: [
            {
              title: translate({ id: 'feature.appMarket.publish.whole.title', message: '整体打包' }),
              description: translate({
                id: 'feature.appMarket.publish.whole.text',
                message: '组件、配置、端口、存储、插件和依赖关系一起进入模板，不管这些组件最初来自源码、镜像还是其他方式。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.publish.versions.title', message: '版本管理' }),
              description: translate({
                id: 'feature.appMarket.publish.versions.text',
                message: '每次发布都填写版本号，同一个模板下保留多个版本，建议采用 X.Y.Z 形式的语义化版本。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.publish.where.title', message: '内部共享或公开分享' }),
              description: translate({
                id: 'feature.appMarket.publish.where.text',
                message: '发布到本地组件库，模板在企业内部流转；发布到开源应用商店，所有 Rainbond 用户都能一键安装。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.appMarket.install.title', message: '安装与升级：一键完成' }),
          intro: translate({
            id: 'feature.appMarket.install.intro',
            message: '模板在哪个环境都是同一份，安装和升级的步骤也处处相同。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.appMarket.install.once.title', message: '一键安装' }),
              description: translate({
                id: 'feature.appMarket.install.once.text',
                message: '选好模板、目标团队和应用，平台自动创建全部组件并按依赖顺序启动，装完就能访问。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.install.upgrade.title', message: '一键升级' }),
              description: translate({
                id: 'feature.appMarket.install.upgrade.text',
                message: '新版本发布后，已安装的应用可以直接升级：新增的组件自动创建，镜像、端口、配置文件等按既定规则更新。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.install.rollback.title', message: '升级记录与回滚' }),
              description: translate({
                id: 'feature.appMarket.install.rollback.text',
                message: '每次升级都有记录，可以回滚到之前的版本。模板不包含运行时数据，所以回滚不会还原数据库里的内容。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.install.compose.title', message: '拼装复用' }),
              description: translate({
                id: 'feature.appMarket.install.compose.text',
                message: '常用的数据库、中间件和业务模块拿来即用，只开发缺少的部分；积累的模板越多，交付越快。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.appMarket.offline.title', message: '离线交付：隔离网络里也能一键安装' }),
          intro: translate({
            id: 'feature.appMarket.offline.intro',
            message: '客户环境不能联网，就把模板带过去。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.appMarket.offline.export.title', message: '导出离线包' }),
              description: translate({
                id: 'feature.appMarket.offline.export.text',
                message: '把应用模板连同全部镜像导出成一个离线包文件，通过移动介质带进目标环境。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.offline.import.title', message: '离线导入' }),
              description: translate({
                id: 'feature.appMarket.offline.import.text',
                message: '在目标环境的应用市场中导入离线包，模板出现在本地组件库里，随后一键安装。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.offline.nodocker.title', message: '非容器安装包' }),
              description: translate({
                id: 'feature.appMarket.offline.nodocker.text',
                message: '现场不允许使用容器时，源码构建的组件可以导出为普通 Linux 主机上运行的安装包，自带启停和状态查看脚本。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.offline.helm.title', message: '导出 Helm Chart' }),
              description: translate({
                id: 'feature.appMarket.offline.helm.text',
                message: '采用 Kubernetes 原生 Service 治理模式的应用，还可以导出为 Helm Chart，交给习惯用 Helm 的客户。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.appMarket.store.title', message: '开源应用商店：500 多个应用拿来即用' }),
          intro: translate({
            id: 'feature.appMarket.store.intro',
            message: '由好雨科技维护的开源应用商店 hub.grapps.cn，每一套 Rainbond 都可以对接。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.appMarket.store.catalog.title', message: '丰富的应用' }),
              description: translate({
                id: 'feature.appMarket.store.catalog.text',
                message: '500 多个云原生应用，覆盖数据库、消息队列、监控和开发工具，形式包括 Helm Chart、Docker、Rainbond 应用模型和二进制。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.store.oneclick.title', message: '在 Rainbond 中一键安装' }),
              description: translate({
                id: 'feature.appMarket.store.oneclick.text',
                message: '80 多个开源应用与插件可以直接在 Rainbond 里一键安装和升级，其中也有面向国产 CPU 和操作系统的信创版本。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.store.share.title', message: '分享你的应用' }),
              description: translate({
                id: 'feature.appMarket.store.share.text',
                message: '获得发布授权后，把自己的应用推送到商店，补上介绍和图标即可上架。',
              }),
            },
            {
              title: translate({ id: 'feature.appMarket.store.download.title', message: '离线包下载' }),
              description: translate({
                id: 'feature.appMarket.store.download.text',
                message: '部分应用提供离线包下载，拿到隔离环境里导入后，同样一键安装。',
              }),
            },
          ],
        },
      ]}
      docs={{
        title: translate({ id: 'feature.appMarket.docs.title', message: '继续了解' }),
        intro: translate({
          id: 'feature.appMarket.docs.intro',
          message: '逛逛应用商店，装好平台，再看看应用市场在企业交付中的完整用法。',
        }),
        links: [
          {
            title: translate({ id: 'feature.appMarket.docs.hub.title', message: '开源应用商店' }),
            description: translate({
              id: 'feature.appMarket.docs.hub.text',
              message: '浏览 500 多个可以一键安装的应用，部分应用可下载离线包。',
            }),
            href: APP_STORE,
          },
          {
            title: translate({ id: 'feature.appMarket.docs.install.title', message: '快速安装' }),
            description: translate({
              id: 'feature.appMarket.docs.install.text',
              message: '一条命令装好 Rainbond，然后从应用市场装上第一个应用。',
            }),
            href: QUICK_INSTALL,
          },
          {
            title: translate({ id: 'feature.appMarket.docs.offline.title', message: '离线安装' }),
            description: translate({
              id: 'feature.appMarket.docs.offline.text',
              message: '先在隔离网络中部署平台本身，为离线交付做好准备。',
            }),
            href: '/docs/installation/offline',
          },
          {
            title: translate({ id: 'feature.appMarket.docs.marketplace.title', message: '云原生应用市场' }),
            description: translate({
              id: 'feature.appMarket.docs.marketplace.text',
              message: '应用市场如何支撑企业应用的自动化交付。',
            }),
            href: 'https://hub.grapps.cn',
            linkLabel: translate({ id: 'feature.appMarket.docs.marketplace.link', message: '查看介绍' }),
          },
        ],
      }}
      cta={{
        title: translate({ id: 'feature.appMarket.cta.title', message: '从应用商店装上第一个应用' }),
        description: translate({
          id: 'feature.appMarket.cta.text',
          message: '装好 Rainbond，打开应用市场一键装上一个数据库或开发工具，再试着发布自己的模板。有私有化交付需求，欢迎联系我们。',
        }),
      }}
    />
  );
}
