import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import { CONTACT } from '../components/site-links';
import { GITHUB } from '../components/site-links';
import SearchIndexFields from '@theme/SearchIndexFields';
import CommandBox from '@theme/CommandBox';
import { Badge, Button, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Section, StatBand } from '@rainbond/ui';
import HomeStructuredData from '../components/home/HomeStructuredData';
import InstallTabs, { INSTALL_COMMANDS } from '../components/home/InstallTabs';
import { IntegrationDiagram, ModulesDiagram, SourceToAppDiagram } from '../components/home/illustrations';

const APP_STORE = 'https://hub.grapps.cn';

const LANGUAGES = ['Java', 'Python', 'Golang', 'NodeJS', 'Dockerfile', 'PHP', '.NetCore'] as const;

function HomeHero(): React.ReactElement {
  return (
    <Hero
      eyebrow={translate({ id: 'home.hero.eyebrow', message: '开源 · 云原生应用管理平台' })}
      title={translate({ id: 'home.hero.title', message: '不懂 Kubernetes，也能管好云原生应用' })}
      subtitle={translate({
        id: 'home.hero.subtitle',
        message: 'Rainbond 以应用为中心：从源代码或镜像直接部署，不写 Dockerfile 和 Yaml；一个控制台完成构建、发布、扩缩容、监控和交付。',
      })}
      actions={
        <>
          <Button size="lg" href="/docs">
            <Translate id="home.hero.start">开始使用</Translate>
          </Button>
          <Button size="lg" variant="secondary" href={GITHUB} startIcon={<Icon name="github" />}>
            <Translate id="home.hero.github">GitHub 源码</Translate>
          </Button>
        </>
      }
      command={<CommandBox command={INSTALL_COMMANDS.linux} label={translate({ id: 'home.hero.commandLabel', message: '一行命令安装 Rainbond' })} />}
      media={<SourceToAppDiagram label={translate({ id: 'home.hero.diagram', message: '源代码、镜像或软件包经 Rainbond 构建后成为运行中的应用' })} />}
    />
  );
}

function Numbers(): React.ReactElement {
  return (
    <Section tone="alt" aria-label={translate({ id: 'home.stats.label', message: '项目数据' })}>
      <StatBand
        label={translate({ id: 'home.stats.label', message: '项目数据' })}
        stats={[
          { value: '500+', label: translate({ id: 'home.stats.apps', message: '一键安装的应用' }) },
          { value: '80+', label: translate({ id: 'home.stats.plugins', message: '开源应用与插件' }) },
          { value: '7', label: translate({ id: 'home.stats.languages', message: '自动识别的源码类型' }) },
          { value: '1', label: translate({ id: 'home.stats.command', message: '条命令完成安装' }) },
        ]}
      />
    </Section>
  );
}

function EasyToUse(): React.ReactElement {
  return (
    <Section>
      <FeatureSplit
        headingLevel="h2"
        title={translate({ id: 'home.easy.title', message: '简单易用：不写 Dockerfile，不写 Yaml，不学 Kubernetes' })}
        description={translate({
          id: 'home.easy.text',
          message: '开发者只需要给出代码仓库地址、镜像名或软件包，Rainbond 会识别语言、完成构建并部署成可以访问的服务。容器、Pod、Service、Ingress 这些概念由平台在背后处理。',
        })}
        points={[
          translate({ id: 'home.easy.point1', message: '图形化的应用拓扑，组件之间的依赖一目了然' }),
          translate({ id: 'home.easy.point2', message: '端口、域名、环境变量、存储都在表单里配置' }),
          translate({ id: 'home.easy.point3', message: '熟悉 Kubernetes 的用户仍然可以直接使用 Yaml 和 Helm' }),
        ]}
        media={<SourceToAppDiagram label={translate({ id: 'home.easy.diagram', message: '从代码到运行中应用的流程图' })} />}
      />
    </Section>
  );
}

function Languages(): React.ReactElement {
  return (
    <Section
      tone="alt"
      centered
      title={translate({ id: 'home.languages.title', message: '自动识别源码语言' })}
      intro={translate({
        id: 'home.languages.text',
        message: '推送代码后，Rainbond 按仓库中的特征文件判断语言和构建方式，选择合适的构建环境，无需准备任何构建脚本。',
      })}
    >
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center', listStyle: 'none', padding: 0, margin: 0 }}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Badge tone="primary" style={{ fontSize: '1rem', padding: '0.4rem 1rem' }}>
              {language}
            </Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function NonIntrusive(): React.ReactElement {
  return (
    <Section>
      <FeatureSplit
        reverse
        headingLevel="h2"
        title={translate({ id: 'home.integration.title', message: '无侵入的集成平台' })}
        description={translate({
          id: 'home.integration.text',
          message: '已有的业务无需改代码就能迁入。Rainbond 可以接管现成的 Kubernetes 集群，也能对接你在用的代码仓库、镜像仓库、CI 工具和监控系统，而不是要求你全部换掉。',
        })}
        points={[
          translate({ id: 'home.integration.point1', message: '对接已有的 Kubernetes 集群，或者从主机开始安装' }),
          translate({ id: 'home.integration.point2', message: '支持 GitHub、GitLab、Gitee 与私有镜像仓库' }),
          translate({ id: 'home.integration.point3', message: '通过 OpenAPI 接入企业自己的流程' }),
        ]}
        media={<IntegrationDiagram label={translate({ id: 'home.integration.diagram', message: 'Rainbond 与 Kubernetes、镜像仓库、代码仓库和 CI 工具相连' })} />}
      />
    </Section>
  );
}

function ModularAssembly(): React.ReactElement {
  return (
    <Section tone="alt">
      <FeatureSplit
        headingLevel="h2"
        title={translate({ id: 'home.modules.title', message: '像搭积木一样组装业务' })}
        description={translate({
          id: 'home.modules.text',
          message: '每个组件都可以单独开发、单独升级，也可以连同配置一起打包成应用模板。新项目从模板拼装出来，常用的数据库、中间件和业务模块反复复用。',
        })}
        points={[
          translate({ id: 'home.modules.point1', message: '组件之间通过依赖关系自动注入连接信息' }),
          translate({ id: 'home.modules.point2', message: '应用模板带版本号，可以一键安装、一键升级' }),
        ]}
        media={<ModulesDiagram label={translate({ id: 'home.modules.diagram', message: '多个组件拼装成一个带版本的应用模板' })} />}
      />
    </Section>
  );
}

function Extensions(): React.ReactElement {
  return (
    <Section
      title={translate({ id: 'home.extensions.title', message: '丰富的扩展' })}
      intro={translate({
        id: 'home.extensions.text',
        message: '80 多个开源应用与插件、500 多个一键安装的应用，常见的数据库、消息队列、监控和开发工具拿来即用。',
      })}
    >
      <FeatureGrid
        features={[
          {
            icon: <Icon name="star" />,
            title: translate({ id: 'home.extensions.store.title', message: '应用商店' }),
            description: translate({ id: 'home.extensions.store.text', message: '在应用商店里挑选应用，选择团队和集群后一键安装，升级时自动比对版本差异。' }),
            href: APP_STORE,
            linkLabel: translate({ id: 'home.extensions.store.link', message: '浏览应用商店' }),
          },
          {
            icon: <Icon name="copy" />,
            title: translate({ id: 'home.extensions.plugins.title', message: '插件' }),
            description: translate({ id: 'home.extensions.plugins.text', message: '为组件挂载日志收集、性能分析、网络治理等插件，业务代码不用改动。' }),
          },
          {
            icon: <Icon name="globe" />,
            title: translate({ id: 'home.extensions.publish.title', message: '发布自己的应用' }),
            description: translate({ id: 'home.extensions.publish.text', message: '把团队的应用发布成模板，在内部共享，或者交付给客户的环境。' }),
          },
        ]}
      />
    </Section>
  );
}

function Operations(): React.ReactElement {
  return (
    <Section
      tone="alt"
      title={translate({ id: 'home.operations.title', message: '可观测，全生命周期可管理' })}
      intro={translate({
        id: 'home.operations.text',
        message: '从集群、节点到应用和组件都有监控数据；应用从创建到下线的每一步都在同一个控制台里完成。',
      })}
    >
      <FeatureGrid
        columns={4}
        features={[
          {
            title: translate({ id: 'home.operations.cluster', message: '集群与节点监控' }),
            description: translate({ id: 'home.operations.cluster.text', message: '查看集群资源用量、节点健康状态和调度情况。' }),
          },
          {
            title: translate({ id: 'home.operations.app', message: '应用与组件监控' }),
            description: translate({ id: 'home.operations.app.text', message: '吞吐率、响应时间、内存与 CPU 曲线，以及实时日志。' }),
          },
          {
            title: translate({ id: 'home.operations.lifecycle', message: '生命周期管理' }),
            description: translate({ id: 'home.operations.lifecycle.text', message: '构建、启动、停止、滚动更新、回滚和下线，每次操作都有记录。' }),
          },
          {
            title: translate({ id: 'home.operations.scaling', message: '伸缩与自愈' }),
            description: translate({ id: 'home.operations.scaling.text', message: '按指标自动伸缩实例，实例异常时自动重启和迁移。' }),
          },
        ]}
      />
    </Section>
  );
}

function Themes(): React.ReactElement {
  const themes = [
    [translate({ id: 'home.themes.multicluster', message: '源码到多集群' }), translate({ id: 'home.themes.multicluster.text', message: '同一份源码构建一次，部署到多个集群和环境。' })],
    [translate({ id: 'home.themes.devops', message: 'DevOps 流水线' }), translate({ id: 'home.themes.devops.text', message: '代码推送自动构建、测试、部署，并对接已有 CI 工具。' })],
    [translate({ id: 'home.themes.mesh', message: '服务网格' }), translate({ id: 'home.themes.mesh.text', message: '内置服务治理，也可以切换到 Istio 等网格方案。' })],
    [translate({ id: 'home.themes.market', message: '应用市场' }), translate({ id: 'home.themes.market.text', message: '把业务沉淀为可复用的应用模板，在组织内外分发。' })],
    [translate({ id: 'home.themes.offline', message: '离线交付' }), translate({ id: 'home.themes.offline.text', message: '导出离线包，在不能联网的客户环境中安装和升级。' })],
    [translate({ id: 'home.themes.xinchuang', message: '信创迁移' }), translate({ id: 'home.themes.xinchuang.text', message: '在国产 CPU 和操作系统上运行，支持 x86 与 Arm 混合部署。' })],
  ] as const;
  return (
    <Section title={translate({ id: 'home.themes.title', message: '覆盖应用交付的各个场景' })}>
      <FeatureGrid features={themes.map(([title, description]) => ({ title, description }))} />
    </Section>
  );
}

function Install(): React.ReactElement {
  return (
    <Section
      tone="alt"
      id="install"
      title={translate({ id: 'home.install.title', message: '一条命令安装' })}
      intro={translate({
        id: 'home.install.text',
        message: '在 Linux、macOS 或 Windows 上执行对应的命令，安装完成后用浏览器打开 http://<你的 IP>:7070 进入控制台。',
      })}
    >
      <InstallTabs />
    </Section>
  );
}

function CallToAction(): React.ReactElement {
  return (
    <CTABand
      title={translate({ id: 'home.cta.title', message: '加入 Rainbond 社区' })}
      description={translate({
        id: 'home.cta.text',
        message: '到社区交流群里提问和分享经验，成为合作伙伴一起服务客户，或者在 GitHub 上点一个 Star 支持项目。',
      })}
      actions={
        <>
          <Button variant="inverse" size="lg" href={CONTACT}>
            <Translate id="home.cta.community">加入交流群</Translate>
          </Button>
          <Button variant="inverse" size="lg" href={CONTACT}>
            <Translate id="home.cta.partner">成为合作伙伴</Translate>
          </Button>
          <Button variant="inverse" size="lg" href={GITHUB} startIcon={<Icon name="star" />}>
            <Translate id="home.cta.star">Star 项目</Translate>
          </Button>
        </>
      }
    />
  );
}

export default function Home(): React.ReactElement {
  return (
    <Layout
      title={translate({ id: 'home.title', message: '云原生应用管理平台' })}
      description={translate({
        id: 'home.description',
        message: 'Rainbond 是简单易用的开源云原生应用管理平台：不写 Dockerfile、不写 Yaml，从源代码直接部署，统一管理多个集群上的应用。',
      })}
    >
      <HomeStructuredData />
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <HomeHero />
        <Numbers />
        <EasyToUse />
        <Languages />
        <NonIntrusive />
        <ModularAssembly />
        <Extensions />
        <Operations />
        <Themes />
        <Install />
        <CallToAction />
      </main>
    </Layout>
  );
}
