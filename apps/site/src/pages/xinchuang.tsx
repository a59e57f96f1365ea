import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import { CONTACT } from '../components/site-links';
import CommandBox from '@theme/CommandBox';
import SearchIndexFields from '@theme/SearchIndexFields';
import { Badge, Button, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Section, type BadgeTone, type Feature } from '@rainbond/ui';
import MultiArchDiagram from '../components/xinchuang/MultiArchDiagram';
import styles from '../components/xinchuang/xinchuang.module.css';

const QUICK_INSTALL = '/docs/quick-start/quick-install';
const INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';
const GUIDE = '/docs/how-to-guides/localization-guide';

/** Languages whose source code Rainbond builds on arm64 (besides Java, listed with its build tools). */
const ARM_LANGUAGES = ['Node.js', 'Vue / React', 'Golang', 'Python', 'PHP', 'HTML'] as const;

function CpuTable(): React.ReactElement {
  const rows = [
    {
      isa: 'x86_64',
      alias: 'amd64',
      chips: translate({ id: 'xinchuang.cpu.x86.chips', message: 'Intel、AMD；国产芯片里的海光、兆芯也采用这一指令集' }),
      support: translate({
        id: 'xinchuang.cpu.x86.support',
        message: '默认架构，所有安装方式与功能都可使用。迁移期间暂时离不开 x86 的组件继续留在这里运行。',
      }),
    },
    {
      isa: 'ARM64',
      alias: 'aarch64',
      chips: translate({ id: 'xinchuang.cpu.arm.chips', message: '华为鲲鹏 920、飞腾 FT-2000+/64' }),
      support: translate({
        id: 'xinchuang.cpu.arm.support',
        message: '2020 年 1 月起先后与华为、飞腾做适配测试，两款芯片上均验证可稳定运行、达到生产要求。平台安装、源码构建、软件包部署和应用模板都支持 arm64。',
      }),
    },
    {
      isa: 'LoongArch',
      alias: translate({ id: 'xinchuang.cpu.loong.alias', message: '龙芯自主指令集' }),
      chips: translate({ id: 'xinchuang.cpu.loong.chips', message: '龙芯' }),
      support: translate({
        id: 'xinchuang.cpu.loong.support',
        message: '社区在介绍国产化适配时把龙芯列在其中；它与 x86、Arm 都不兼容，落地前请先联系我们确认版本和部署方式。',
      }),
    },
  ];
  return (
    <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={translate({ id: 'xinchuang.cpu.scroll', message: 'CPU 支持表，窄屏可左右滚动' })}>
      <table className={styles.table}>
        <caption>
          <Translate id="xinchuang.cpu.caption">CPU 指令集与代表芯片</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="xinchuang.cpu.col.isa">指令集</Translate>
            </th>
            <th scope="col">
              <Translate id="xinchuang.cpu.col.chips">代表芯片</Translate>
            </th>
            <th scope="col">
              <Translate id="xinchuang.cpu.col.support">Rainbond 的支持</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.isa}>
              <th scope="row">
                {row.isa}
                <span className={styles.mono}>{row.alias}</span>
              </th>
              <td>{row.chips}</td>
              <td>{row.support}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A heading over a list of operating system names shown as badges. */
function OsGroup({ title, tone, names }: { title: string; tone: BadgeTone; names: readonly string[] }): React.ReactElement {
  return (
    <div>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.tagList}>
        {names.map((name) => (
          <li key={name}>
            <Badge tone={tone} className={styles.tag}>
              {name}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OperatingSystems(): React.ReactElement {
  const domestic = [
    translate({ id: 'xinchuang.os.kylin', message: '银河麒麟（Kylin V10）' }),
    translate({ id: 'xinchuang.os.neokylin', message: '中标麒麟' }),
    translate({ id: 'xinchuang.os.uos', message: '统信 UOS' }),
    translate({ id: 'xinchuang.os.openeuler', message: 'openEuler（欧拉）' }),
    translate({ id: 'xinchuang.os.anolis', message: 'Anolis OS（龙蜥）7.x / 8.x' }),
  ];
  const general = ['CentOS 7.x / 8.x', 'CentOS Stream 8 / 9', 'Ubuntu 16.x – 22.x', 'Debian 9.x – 11.x'];
  return (
    <div className={styles.osGrid}>
      <OsGroup title={translate({ id: 'xinchuang.os.domestic.title', message: '国产操作系统' })} tone="primary" names={domestic} />
      <OsGroup title={translate({ id: 'xinchuang.os.general.title', message: '常见 Linux 发行版' })} tone="neutral" names={general} />
    </div>
  );
}

function WorkloadTable(): React.ReactElement {
  const rows = [
    {
      kind: translate({ id: 'xinchuang.workload.script.kind', message: '解释型语言' }),
      examples: 'Python / PHP / Shell',
      effort: translate({ id: 'xinchuang.workload.script.effort', message: '代码与 CPU 无关，换一个 Arm 版解释器就能运行，一行不用改。' }),
      how: translate({ id: 'xinchuang.workload.script.how', message: '从源码创建组件，架构选 ARM64，运行环境由平台按 Arm 准备。' }),
    },
    {
      kind: translate({ id: 'xinchuang.workload.bytecode.kind', message: '字节码软件包' }),
      examples: 'Jar / War',
      effort: translate({ id: 'xinchuang.workload.bytecode.effort', message: '字节码交给 JVM 执行，只需要一套 Arm 版的 JDK 或 JRE。' }),
      how: translate({ id: 'xinchuang.workload.bytecode.how', message: '上传软件包，架构选 ARM64，再挑一个合适的 JDK 版本；包里带 .so 本地库的要换成 Arm 版本。' }),
    },
    {
      kind: translate({ id: 'xinchuang.workload.compiled.kind', message: '编译型语言' }),
      examples: 'C / C++ / Golang',
      effort: translate({ id: 'xinchuang.workload.compiled.effort', message: '产物和指令集绑定，必须在 Arm 上重新编译；找不到源码的老程序无法直接迁移。' }),
      how: translate({
        id: 'xinchuang.workload.compiled.how',
        message: '有源码就交给 Arm 构建节点重新编译；只剩 x86 二进制的组件留在 x86 节点，通过混合编排继续为其他组件服务。',
      }),
    },
    {
      kind: translate({ id: 'xinchuang.workload.image.kind', message: '容器镜像' }),
      examples: translate({ id: 'xinchuang.workload.image.examples', message: '中间件、开源软件' }),
      effort: translate({ id: 'xinchuang.workload.image.effort', message: '镜像必须提供 arm64 版本，只有单一架构的旧镜像需要替换或重新制作。' }),
      how: translate({
        id: 'xinchuang.workload.image.how',
        message: '选用多架构镜像，平台会拉取其中的 arm64 变体；也可以直接从开源应用商店安装已经适配 arm64 的应用模板。',
      }),
    },
  ];
  return (
    <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={translate({ id: 'xinchuang.workload.scroll', message: '迁移工作量对照表，窄屏可左右滚动' })}>
      <table className={styles.table}>
        <caption>
          <Translate id="xinchuang.workload.caption">不同类型的程序迁往 Arm 的工作量</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="xinchuang.workload.col.kind">程序类型</Translate>
            </th>
            <th scope="col">
              <Translate id="xinchuang.workload.col.examples">例子</Translate>
            </th>
            <th scope="col">
              <Translate id="xinchuang.workload.col.effort">迁移要做什么</Translate>
            </th>
            <th scope="col">
              <Translate id="xinchuang.workload.col.how">在 Rainbond 中怎么做</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">{row.kind}</th>
              <td>{row.examples}</td>
              <td>{row.effort}</td>
              <td>{row.how}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MigrationSteps(): React.ReactElement {
  const readGuide = translate({ id: 'xinchuang.steps.read', message: '查看操作步骤' });
  const steps = [
    {
      title: translate({ id: 'xinchuang.steps.nodes.title', message: '接入 Arm 计算资源' }),
      text: translate({
        id: 'xinchuang.steps.nodes.text',
        message: '在现有集群里添加鲲鹏、飞腾服务器作为节点，或者把一个独立的 arm64 集群接入控制台。记得在 x86_64 和 arm64 上都安排构建节点。',
      }),
      href: `${GUIDE}/multi-arch-installation`,
    },
    {
      title: translate({ id: 'xinchuang.steps.build.title', message: '按目标架构重新构建' }),
      text: translate({
        id: 'xinchuang.steps.build.text',
        message: '创建组件时在“选择架构”里选 ARM64；已经在运行的组件，到“构建源”里改掉架构再构建一次，新版本就会调度到 Arm 节点。',
      }),
      href: `${GUIDE}/multi-arch-app-deploy`,
    },
    {
      title: translate({ id: 'xinchuang.steps.mesh.title', message: '新旧架构混合编排' }),
      text: translate({
        id: 'xinchuang.steps.mesh.text',
        message: '在应用拓扑图里拖一条线就能建立依赖，跨架构组件之间的服务发现和连接信息注入与同架构时完全相同，迁移可以一个组件一个组件地推进。',
      }),
      href: `${GUIDE}/multi-arch-app-orchestration`,
    },
    {
      title: translate({ id: 'xinchuang.steps.template.title', message: '发布异构应用模板' }),
      text: translate({
        id: 'xinchuang.steps.template.text',
        message: '发布到本地组件库时，每个组件的架构会写进模板。之后在任何信创环境里一键安装，安装前平台会检查目标集群是否具备所需架构的节点。',
      }),
      href: `${GUIDE}/multi-arch-model`,
    },
  ];
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.href} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
          <Link className={styles.stepLink} to={step.href} aria-label={`${readGuide}: ${step.title}`}>
            {readGuide}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** A card's link text, followed by the card's title for screen readers so that each link is unique. */
function cardLink(label: string, title: string): React.ReactNode {
  return (
    <>
      {label}
      <span className={styles.srOnly}>: {title}</span>
    </>
  );
}

/** /xinchuang: running Rainbond on domestic (Xinchuang) hardware and moving applications from x86 to Arm. */
export default function Xinchuang(): React.ReactElement {
  const readDocs = translate({ id: 'xinchuang.link.readDocs', message: '阅读文档' });
  const readArticle = translate({ id: 'xinchuang.link.readArticle', message: '阅读文章' });

  const problems: Feature[] = [
    {
      title: translate({ id: 'xinchuang.problem.isa.title', message: '指令集换了，构建产物得重来' }),
      description: translate({
        id: 'xinchuang.problem.isa.text',
        message: '鲲鹏、飞腾等国产芯片基于 Arm 指令集，x86 上编好的程序放上去跑不起来。依赖的运行环境、扩展和中间件同样需要 Arm 版本。',
      }),
    },
    {
      title: translate({ id: 'xinchuang.problem.transition.title', message: '几十个服务不会同一天迁完' }),
      description: translate({
        id: 'xinchuang.problem.transition.text',
        message: '替代是逐步推进的：有的组件已经适配好，有的还在等供应商，有的连源码都找不到了。过渡期里两种架构上的服务必须能互相调用，业务不能停。',
      }),
    },
    {
      title: translate({ id: 'xinchuang.problem.delivery.title', message: '每个现场的环境都不一样' }),
      description: translate({
        id: 'xinchuang.problem.delivery.text',
        message: '这家用鲲鹏加麒麟，那家用飞腾加统信，很多还处在断网环境。同一套系统按现场逐一适配、逐一打包，交付成本成倍增加。',
      }),
    },
  ];

  const installOptions: Feature[] = ([
    {
      title: translate({ id: 'xinchuang.install.quick.title', message: '快速安装' }),
      description: translate({
        id: 'xinchuang.install.quick.text',
        message: '在一台 Arm 服务器上执行安装脚本，脚本识别架构后拉取对应镜像，几分钟内得到一个可以体验的单机环境。',
      }),
      href: QUICK_INSTALL,
      linkLabel: readDocs,
    },
    {
      title: translate({ id: 'xinchuang.install.host.title', message: '基于主机安装' }),
      description: translate({
        id: 'xinchuang.install.host.text',
        message: '从裸服务器开始，在控制台图形界面里装好 Kubernetes 和 Rainbond 集群。只需提供节点 IP 和角色，CPU 架构由安装程序自行识别。',
      }),
      href: '/docs/installation/install-with-ui',
      linkLabel: readDocs,
    },
    {
      title: translate({ id: 'xinchuang.install.helm.title', message: '基于 Kubernetes 安装' }),
      description: translate({
        id: 'xinchuang.install.helm.text',
        message: '已经有 Arm 或混合架构的 Kubernetes 集群，就用 Helm Chart 把 Rainbond 装进去。',
      }),
      href: '/docs/installation/install-with-helm',
      linkLabel: readDocs,
    },
    {
      title: translate({ id: 'xinchuang.install.offline.title', message: '鲲鹏 + 麒麟 V10 离线部署' }),
      description: translate({
        id: 'xinchuang.install.offline.text',
        message: '银行、政务这类不能联网的环境：先在有网的 Arm 机器上备好离线包，再用 RKE 安装 Kubernetes、用 Helm 安装 Rainbond。',
      }),
      href: '/blog/deployRainbondToArm',
      linkLabel: readArticle,
    },
  ]).map((item) => ({ ...item, linkLabel: cardLink(item.linkLabel, item.title), icon: <Icon name="arrowRight" /> }));

  const guides: Feature[] = [
    {
      title: translate({ id: 'xinchuang.docs.intro.title', message: '信创指南总览' }),
      description: translate({ id: 'xinchuang.docs.intro.text', message: '先弄清多架构支持由哪几部分组成，再决定从哪里动手。' }),
      href: `${GUIDE}/intro`,
    },
    {
      title: translate({ id: 'xinchuang.docs.installation.title', message: '异构集群部署' }),
      description: translate({ id: 'xinchuang.docs.installation.text', message: '在一个集群里混用 x86_64 与 arm64 节点，或者分别接入两个单架构集群。' }),
      href: `${GUIDE}/multi-arch-installation`,
    },
    {
      title: translate({ id: 'xinchuang.docs.deploy.title', message: '多架构应用部署' }),
      description: translate({ id: 'xinchuang.docs.deploy.text', message: '用源码、软件包、镜像或应用市场把组件部署到指定架构，以及如何切换已有组件的架构。' }),
      href: `${GUIDE}/multi-arch-app-deploy`,
    },
    {
      title: translate({ id: 'xinchuang.docs.orchestration.title', message: '异构微服务编排' }),
      description: translate({ id: 'xinchuang.docs.orchestration.text', message: '让分处两种架构的微服务互相调用，以及过渡期常见的几种拆分方式。' }),
      href: `${GUIDE}/multi-arch-app-orchestration`,
    },
    {
      title: translate({ id: 'xinchuang.docs.model.title', message: '异构应用模板' }),
      description: translate({ id: 'xinchuang.docs.model.text', message: '发布带架构信息的应用模板，并在其他信创环境中安装。' }),
      href: `${GUIDE}/multi-arch-model`,
    },
    {
      title: translate({ id: 'xinchuang.docs.usescene.title', message: '场景：x86 应用低成本迁往 Arm' }),
      description: translate({ id: 'xinchuang.docs.usescene.text', message: '从一个具体场景看源码构建如何把业务搬进 Arm64 容器。' }),
      href: '/usescene/x86ToArm',
    },
  ].map((item) => ({
    ...item,
    linkLabel: cardLink(item.href.startsWith('/usescene') ? readArticle : readDocs, item.title),
    icon: <Icon name="arrowRight" />,
  }));

  return (
    <Layout
      title={translate({ id: 'xinchuang.meta.title', message: '国产化信创' })}
      description={translate({
        id: 'xinchuang.meta.description',
        message: 'Rainbond 支持在鲲鹏、飞腾等 Arm 芯片和麒麟、统信、openEuler、龙蜥等国产操作系统上运行，用一个控制台管理 x86 与 Arm 混合集群，把传统应用按架构重新构建、混合编排并发布为异构应用模板。',
      })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={translate({ id: 'xinchuang.hero.eyebrow', message: '国产化信创' })}
          title={translate({ id: 'xinchuang.hero.title', message: '把应用从 x86 平稳迁到国产 Arm 服务器' })}
          subtitle={translate({
            id: 'xinchuang.hero.subtitle',
            message: 'Rainbond 在一个控制台里同时管理 x86_64 和 arm64 计算资源。传统应用以源代码、软件包或镜像交给平台，在目标架构上重新构建运行；还没迁走的组件留在 x86 上，和已经迁到 Arm 的组件照常互相调用。',
          })}
          actions={
            <>
              <Button size="lg" href={`${GUIDE}/intro`}>
                <Translate id="xinchuang.hero.guide">阅读信创指南</Translate>
              </Button>
              <Button size="lg" variant="secondary" href={CONTACT} endIcon={<Icon name="externalLink" />}>
                <Translate id="xinchuang.hero.contact">咨询信创项目</Translate>
              </Button>
            </>
          }
          command={
            <CommandBox
              command={INSTALL_COMMAND}
              label={translate({ id: 'xinchuang.hero.command', message: '在 x86_64 或 arm64 的 Linux 上安装，脚本自动识别架构' })}
            />
          }
        />

        <Section
          tone="default"
          title={translate({ id: 'xinchuang.problem.title', message: '信创迁移难在哪里' })}
          intro={translate({
            id: 'xinchuang.problem.intro',
            message: '写一套新的信创应用并不难，难的是那些已经在 x86 服务器上跑了很多年的系统。',
          })}
        >
          <FeatureGrid features={problems} columns={3} />
        </Section>

        <Section tone="alt">
          <FeatureSplit
            headingLevel="h2"
            title={translate({ id: 'xinchuang.multiarch.title', message: '一云多芯：x86 与 Arm 放在同一个控制台里' })}
            description={translate({
              id: 'xinchuang.multiarch.text',
              message: '不同芯片的服务器既可以加入同一个集群，也可以各自组成集群再统一接入。平台知道每个节点是什么架构，也知道每个组件需要什么架构，调度、服务发现和应用模板都据此工作。',
            })}
            points={[
              translate({ id: 'xinchuang.multiarch.point1', message: '基于主机安装时自动识别每台服务器的 CPU 架构并打上节点标签，无需为架构单独配置' }),
              translate({ id: 'xinchuang.multiarch.point2', message: '已有的 x86 与 Arm 集群分别接入，团队创建时绑定对应架构的集群' }),
              translate({ id: 'xinchuang.multiarch.point3', message: '组件按自身架构调度到匹配的节点，跨架构组件通过服务网格通信' }),
              translate({ id: 'xinchuang.multiarch.point4', message: '应用模板记录每个组件的架构，在信创环境里一键安装' }),
            ]}
            media={<MultiArchDiagram />}
          />
        </Section>

        <Section
          tone="default"
          title={translate({ id: 'xinchuang.platforms.title', message: '支持的芯片与操作系统' })}
          intro={translate({
            id: 'xinchuang.platforms.intro',
            message: 'Rainbond 自身的镜像提供多种架构，安装时按服务器的实际架构拉取，国产服务器和普通 x86 服务器走的是同一套安装流程。',
          })}
        >
          <div className={styles.platforms}>
            <CpuTable />
            <OperatingSystems />
            <p className={styles.note}>
              <Translate id="xinchuang.platforms.note">
                每台服务器最低 2 核 CPU、4 GB 内存、50 GB 磁盘，并预留 80、443、6060、7070、8443 端口；集群安装的完整要求见基于主机安装文档。
              </Translate>
            </p>
          </div>
        </Section>

        <Section
          tone="alt"
          title={translate({ id: 'xinchuang.steps.title', message: '从 x86 到 Arm 的迁移路径' })}
          intro={translate({
            id: 'xinchuang.steps.intro',
            message: '不必一次切换。先把 Arm 资源接进来，再按组件逐个迁移，其余部分在过渡期继续留在 x86 上。',
          })}
        >
          <MigrationSteps />
        </Section>

        <Section
          tone="default"
          title={translate({ id: 'xinchuang.workload.title', message: '先看程序类型，再估工作量' })}
          intro={translate({
            id: 'xinchuang.workload.intro',
            message: '迁移成本主要取决于程序和 CPU 架构绑得有多紧。大部分解释型和 Java 项目只需要重新构建一次。',
          })}
        >
          <WorkloadTable />
          <div className={styles.languages}>
            <h3 className={styles.subheading}>
              <Translate id="xinchuang.languages.title">可以在 arm64 上直接从源码构建的语言</Translate>
            </h3>
            <ul className={styles.tagList}>
              {[translate({ id: 'xinchuang.languages.java', message: 'Java（Maven / Gradle / Jar / War）' }), ...ARM_LANGUAGES].map((language) => (
                <li key={language}>
                  <Badge tone="accent" className={styles.tag}>
                    {language}
                  </Badge>
                </li>
              ))}
            </ul>
            <p className={styles.note}>
              <Translate id="xinchuang.languages.note">
                语言运行环境、常用扩展以及 Nginx 等配套软件的 Arm 版本由平台准备好，开发者不用为 Arm 自己编译这些依赖。
              </Translate>
            </p>
          </div>
        </Section>

        <Section
          tone="alt"
          title={translate({ id: 'xinchuang.install.title', message: '选一种方式部署到信创环境' })}
          intro={translate({
            id: 'xinchuang.install.intro',
            message: 'Rainbond 的三种安装方式都能用在国产 CPU 和操作系统上，离线环境也有完整的做法。',
          })}
        >
          <FeatureGrid features={installOptions} columns={4} />
        </Section>

        <Section
          tone="default"
          title={translate({ id: 'xinchuang.docs.title', message: '信创指南与实践' })}
          intro={translate({
            id: 'xinchuang.docs.intro',
            message: '每一步的界面操作、注意事项和常见问题都写在文档里。',
          })}
        >
          <FeatureGrid features={guides} columns={3} />
        </Section>

        <CTABand
          title={translate({ id: 'xinchuang.cta.title', message: '正在规划信创改造？' })}
          description={translate({
            id: 'xinchuang.cta.text',
            message: '先在一台 Arm 服务器上装好 Rainbond 试一试；如果需要评估整套系统的迁移方案，请填写表单联系我们。',
          })}
          actions={
            <>
              <Button variant="inverse" size="lg" href={QUICK_INSTALL}>
                <Translate id="xinchuang.cta.install">安装 Rainbond</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={CONTACT} endIcon={<Icon name="externalLink" />}>
                <Translate id="xinchuang.cta.contact">联系我们</Translate>
              </Button>
            </>
          }
        />
      </main>
    </Layout>
  );
}
