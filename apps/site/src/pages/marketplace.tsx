import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import CommandBox from '@theme/CommandBox';
import { Badge, Button, Card, CTABand, FeatureGrid, FeatureSplit, Grid, Hero, Icon, Section, type Feature } from '@rainbond/ui';
import { APP_STORE, CONTACT, QUICK_INSTALL } from '../components/site-links';
import StepList from '../components/marketplace/StepList';
import StoreDiagram from '../components/marketplace/StoreDiagram';
import useAnchors from '../components/marketplace/useAnchors';
import { getAppCategories, getOpenSourceApps } from '../components/opensource-apps/apps';
import styles from '../components/marketplace/marketplace.module.css';

const STORE_DOCS = '/docs/how-to-guides/app-ops/app-store-manage';

function StoreHero(): React.ReactElement {
  return (
    <Hero
      eyebrow={translate({ id: 'marketplace.hero.eyebrow', message: 'Rainbond 云原生应用市场' })}
      title={translate({ id: 'marketplace.hero.title', message: '挑一个应用，点一下安装，剩下的交给平台' })}
      subtitle={translate({
        id: 'marketplace.hero.subtitle',
        message: '好雨科技运营的开源应用商店 hub.grapps.cn 收录了 500 多个云原生应用。在 Rainbond 控制台里选中应用、指定团队和版本，数据库、中间件、开发工具连同它们的配置和依赖就一起装好了。',
      })}
      actions={
        <>
          <Button size="lg" href={APP_STORE} endIcon={<Icon name="externalLink" />}>
            <Translate id="marketplace.hero.store">打开应用商店</Translate>
          </Button>
          <Button size="lg" variant="secondary" href="/opensourceApps">
            <Translate id="marketplace.hero.featured">看看精选开源应用</Translate>
          </Button>
        </>
      }
      media={<StoreDiagram />}
    />
  );
}

/** The local component library and the open-source app store side by side. */
function TwoMarkets(): React.ReactElement {
  const rows = [
    {
      label: translate({ id: 'marketplace.markets.row.where', message: '在哪里' }),
      local: translate({ id: 'marketplace.markets.row.where.local', message: '随平台一起安装，模板保存在这套 Rainbond 里' }),
      store: translate({ id: 'marketplace.markets.row.where.store', message: '好雨科技运营的云端商店 hub.grapps.cn，新装的平台默认已经接好' }),
    },
    {
      label: translate({ id: 'marketplace.markets.row.source', message: '模板从哪来' }),
      local: translate({ id: 'marketplace.markets.row.source.local', message: '本平台用户发布的应用，以及离线导入的模板包' }),
      store: translate({ id: 'marketplace.markets.row.source.store', message: '官方和社区制作并上架的应用' }),
    },
    {
      label: translate({ id: 'marketplace.markets.row.scope', message: '谁能安装' }),
      local: translate({ id: 'marketplace.markets.row.scope.local', message: '发布时选定的企业或团队' }),
      store: translate({ id: 'marketplace.markets.row.scope.store', message: '任何接入了该商店并完成授权的 Rainbond' }),
    },
    {
      label: translate({ id: 'marketplace.markets.row.use', message: '常见用途' }),
      local: translate({ id: 'marketplace.markets.row.use.local', message: '内部复用、开发到生产的流转、导出离线包交付客户' }),
      store: translate({ id: 'marketplace.markets.row.use.store', message: '快速装好开源软件，把自己做好的应用分享给社区' }),
    },
  ];
  return (
    <Section
      title={translate({ id: 'marketplace.markets.title', message: 'Rainbond 里的两个应用市场' })}
      intro={translate({
        id: 'marketplace.markets.intro',
        message: '打开控制台的「平台管理 → 应用市场」，能看到两个页签：平台自带的本地组件库，和开源应用商店。两者装应用的方式完全一样，区别在于模板存在哪里、给谁用。',
      })}
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="rb-visually-hidden">
            {translate({ id: 'marketplace.markets.caption', message: '本地组件库与开源应用商店的对比' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{translate({ id: 'marketplace.markets.col.item', message: '对比项' })}</th>
              <th scope="col">{translate({ id: 'marketplace.markets.col.local', message: '本地组件库' })}</th>
              <th scope="col">{translate({ id: 'marketplace.markets.col.store', message: '开源应用商店' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.local}</td>
                <td>{row.store}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {translate({
          id: 'marketplace.markets.helm',
          message: '还想用现成的 Helm 仓库？在应用市场里选择「添加应用商店」接入 Helm 仓库，其中的 Chart 也能直接安装到团队里。',
        })}
      </p>
    </Section>
  );
}

/** The four kinds of packages the store holds. */
function PackageTypes(): React.ReactElement {
  const types: Feature[] = [
    {
      title: translate({ id: 'marketplace.types.ram.title', message: 'Rainbond 应用模型（RAM）' }),
      description: translate({
        id: 'marketplace.types.ram.text',
        message: '多个组件作为一个整体发布和安装。在 Rainbond 中一键安装，新版本上架后一键升级，这是本页重点介绍的方式。',
      }),
    },
    {
      title: 'Helm Chart',
      description: translate({
        id: 'marketplace.types.helm.text',
        message: '商店对 Chart 里引用的镜像做了加速，国内拉取更快。每个应用附有参数说明，用 helm 命令装到任意 Kubernetes 集群。',
      }),
    },
    {
      title: 'Docker',
      description: translate({
        id: 'marketplace.types.docker.text',
        message: '在应用详情页选好版本，商店给出对应的 docker run 命令，复制到装有 Docker 的主机上执行即可。',
      }),
    },
    {
      title: translate({ id: 'marketplace.types.package.title', message: '软件包' }),
      description: translate({
        id: 'marketplace.types.package.text',
        message: '二进制文件和安装包，下载到主机后解压、授权、运行，适合不使用容器的环境。',
      }),
    },
  ];
  return (
    <Section
      tone="alt"
      title={translate({ id: 'marketplace.types.title', message: '商店里有哪几种应用' })}
      intro={translate({
        id: 'marketplace.types.intro',
        message: '同一个应用下可以同时提供四种形态，在应用列表里按类型筛选，每个应用的角标标明了它的形态。部分应用还提供 ARM64 架构和国产化（信创）环境的版本。',
      })}
    >
      <FeatureGrid features={types} columns={4} />
      <div className={styles.commands} style={{ marginTop: '2rem' }}>
        <p className={styles.commandLabel}>
          {translate({
            id: 'marketplace.types.helmCommands',
            message: '不用 Rainbond 也能用商店里的 Helm 应用：先添加商店的 Chart 仓库并更新，再按应用详情页给出的名称和版本安装。',
          })}
        </p>
        <CommandBox command="helm repo add appstore https://charts.grapps.cn" label={translate({ id: 'marketplace.types.helmAdd', message: '添加商店的 Helm 仓库' })} />
        <CommandBox command="helm repo update appstore" label={translate({ id: 'marketplace.types.helmUpdate', message: '更新仓库索引' })} />
      </div>
    </Section>
  );
}

/** The steps of a one-click install and what a template carries. */
function OneClickInstall(): React.ReactElement {
  const carried = [
    translate({ id: 'marketplace.install.carries.components', message: '全部组件，以及每个组件的镜像或构建产物' }),
    translate({ id: 'marketplace.install.carries.config', message: '环境变量、配置文件和配置组' }),
    translate({ id: 'marketplace.install.carries.ports', message: '端口设置，以及哪些端口对外提供访问' }),
    translate({ id: 'marketplace.install.carries.storage', message: '持久化存储的挂载位置' }),
    translate({ id: 'marketplace.install.carries.plugins', message: '组件上启用的插件' }),
    translate({ id: 'marketplace.install.carries.deps', message: '组件之间的依赖关系，决定启动顺序' }),
    translate({ id: 'marketplace.install.carries.resources', message: '每个组件的初始内存和 CPU' }),
    translate({ id: 'marketplace.install.carries.version', message: '版本号，后续升级和回滚都以它为依据' }),
  ];
  return (
    <Section
      id="one-click-install"
      title={translate({ id: 'marketplace.install.title', message: '一键安装，背后发生了什么' })}
      intro={translate({
        id: 'marketplace.install.intro',
        message: '安装时不需要逐个创建组件再手动连线，因为应用模板已经把整套应用描述清楚了。',
      })}
    >
      <div className={styles.split}>
        <StepList
          label={translate({ id: 'marketplace.install.stepsLabel', message: '从开源应用商店安装的步骤' })}
          steps={[
            {
              title: translate({ id: 'marketplace.install.step1.title', message: '打开应用市场' }),
              description: translate({
                id: 'marketplace.install.step1.text',
                message: '管理员从「平台管理 → 应用市场」进入；团队成员在团队视图里点「新建 → 从应用市场安装」，直接装进自己的团队。',
              }),
            },
            {
              title: translate({ id: 'marketplace.install.step2.title', message: '第一次安装前完成授权' }),
              description: translate({
                id: 'marketplace.install.step2.text',
                message: '浏览商店不需要登录。第一次点「安装」时会弹出授权窗口，用手机号和短信验证码登录商店，平台随即获得安装权限。',
              }),
            },
            {
              title: translate({ id: 'marketplace.install.step3.title', message: '选择团队、应用和版本' }),
              description: translate({
                id: 'marketplace.install.step3.text',
                message: '可以装进团队里已有的应用，也可以新建一个应用来放它；版本默认是最新的，旧版本同样可选。',
              }),
            },
            {
              title: translate({ id: 'marketplace.install.step4.title', message: '组件自动创建并启动' }),
              description: translate({
                id: 'marketplace.install.step4.text',
                message: '页面跳转到应用拓扑，平台按模板创建组件、拉取镜像，并按依赖顺序逐个启动。点开组件就能看到构建和启动日志。',
              }),
            },
          ]}
        />
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>
            {translate({ id: 'marketplace.install.carries.title', message: '应用模板里装着什么' })}
          </h3>
          <p className={styles.panelText}>
            {translate({
              id: 'marketplace.install.carries.intro',
              message: '模板遵循 Rainbond 应用模型（Rainbond Application Model，RAM）。不论应用有几个组件，下面这些信息都随模板一起交付：',
            })}
          </p>
          <ul className={styles.checkList}>
            {carried.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function UpgradeAndRollback(): React.ReactElement {
  return (
    <Section tone="alt">
      <FeatureSplit
        headingLevel="h2"
        title={translate({ id: 'marketplace.upgrade.title', message: '装上之后：升级和回滚也在市场里完成' })}
        description={translate({
          id: 'marketplace.upgrade.text',
          message: '模板发布新版本后，应用视图里的「应用升级」页面会列出可以升级到的版本。升级按模板的差异执行：新增的组件自动创建，已有组件的镜像、端口、配置等按规则更新，每次升级都留有记录。',
        })}
        points={[
          translate({ id: 'marketplace.upgrade.point1', message: '升级前能看到这次会变动哪些组件和属性' }),
          translate({ id: 'marketplace.upgrade.point2', message: '发现问题可以回滚到之前安装过的版本' }),
          translate({ id: 'marketplace.upgrade.point3', message: '模板不包含运行时数据，回滚不会还原数据库里的内容，重要数据请另做备份' }),
        ]}
        media={
          <div className={styles.plain}>
            <h3 className={styles.panelTitle}>
              {translate({ id: 'marketplace.upgrade.after.title', message: '安装完成后常做的几件事' })}
            </h3>
            <ul className={styles.checkList}>
              <li>
                {translate({
                  id: 'marketplace.upgrade.after.access',
                  message: '模板里已开放的端口会自动生成网关访问策略；没有开放的，到组件的「端口」页签打开对外服务。',
                })}
              </li>
              <li>
                {translate({
                  id: 'marketplace.upgrade.after.env',
                  message: '数据库密码等参数以连接信息或环境变量提供，在组件的「环境变量」页签查看和修改。',
                })}
              </li>
              <li>
                {translate({
                  id: 'marketplace.upgrade.after.copies',
                  message: '同一个模板可以多次安装到不同的应用里，每一次都是互不影响的一套组件。',
                })}
              </li>
            </ul>
          </div>
        }
      />
    </Section>
  );
}

/** The categories of the store, each with a few app names from the featured list. */
function Categories(): React.ReactElement {
  const apps = getOpenSourceApps();
  const more = translate({ id: 'marketplace.categories.more', message: '查看这一类' });
  return (
    <Section
      title={translate({ id: 'marketplace.categories.title', message: '按类别找应用' })}
      intro={translate({
        id: 'marketplace.categories.intro',
        message: '从数据库到监控，再到项目管理，研发和运维常用的开源软件大多能在商店里找到。下面是几大类别和其中的部分应用。',
      })}
    >
      <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 3 }}>
        {getAppCategories().map((category) => (
          <Card as="li" key={category.key} padding="md">
            <h3 className={styles.categoryTitle}>{category.title}</h3>
            <p className={styles.categoryText}>{category.description}</p>
            <ul className={styles.tags} aria-label={category.title}>
              {apps
                .filter((app) => app.category === category.key)
                .slice(0, 5)
                .map((app) => (
                  <li key={app.name}>
                    <Badge outline>{app.name}</Badge>
                  </li>
                ))}
            </ul>
            <Link className={styles.categoryLink} to={`/opensourceApps#${category.anchor}`}>
              {more}
              <span className="rb-visually-hidden">{`: ${category.title}`}</span>
            </Link>
          </Card>
        ))}
      </Grid>
      <div className={styles.actions}>
        <Button href="/opensourceApps" endIcon={<Icon name="arrowRight" />}>
          <Translate id="marketplace.categories.all">浏览全部精选应用</Translate>
        </Button>
        <Button variant="secondary" href={APP_STORE} endIcon={<Icon name="externalLink" />}>
          <Translate id="marketplace.categories.store">在商店中搜索</Translate>
        </Button>
      </div>
    </Section>
  );
}

/** Publishing one's own apps: from Rainbond (RAM) or through the store's console (Helm, Docker, packages). */
function Publish(): React.ReactElement {
  return (
    <Section
      id="publish"
      tone="alt"
      title={translate({ id: 'marketplace.publish.title', message: '把你的应用也放上商店' })}
      intro={translate({
        id: 'marketplace.publish.intro',
        message: '商店里的每个应用，都是有人先部署调通、再发布出来的。商店里没有你要的软件、版本太旧，或者想让更多人用上你的项目，都可以自己发布。',
      })}
    >
      <div className={styles.columns}>
        <div>
          <h3 className={styles.columnTitle}>
            {translate({ id: 'marketplace.publish.ram.title', message: '从 Rainbond 发布应用模板' })}
          </h3>
          <p className={styles.columnIntro}>
            {translate({ id: 'marketplace.publish.ram.intro', message: '适合已经在 Rainbond 上跑起来的应用，发布的是 RAM 类型。' })}
          </p>
          <StepList
            headingLevel="h4"
            label={translate({ id: 'marketplace.publish.ram.label', message: '从 Rainbond 发布到开源应用商店的步骤' })}
            steps={[
              {
                title: translate({ id: 'marketplace.publish.ram.step1.title', message: '取得推送权限' }),
                description: translate({
                  id: 'marketplace.publish.ram.step1.text',
                  message: '用手机号完成商店授权，权限里出现「推送应用」即可。已经接过商店的平台，清空连接信息里的 AccessKey 后重新授权。',
                }),
              },
              {
                title: translate({ id: 'marketplace.publish.ram.step2.title', message: '在 Rainbond 上调通应用' }),
                description: translate({
                  id: 'marketplace.publish.ram.step2.text',
                  message: '把组件、配置和依赖关系都准备好，确认整套应用能正常访问。',
                }),
              },
              {
                title: translate({ id: 'marketplace.publish.ram.step3.title', message: '发布到云应用商店' }),
                description: translate({
                  id: 'marketplace.publish.ram.step3.text',
                  message: '在应用视图点「发布」，选择开源应用商店，新建一个属于你的应用模板并填写版本号；镜像同步完成后确认发布。',
                }),
              },
              {
                title: translate({ id: 'marketplace.publish.ram.step4.title', message: '完善信息并上架' }),
                description: translate({
                  id: 'marketplace.publish.ram.step4.text',
                  message: '用同一个手机号登录 hub.grapps.cn 的管理后台，补上简介和 Logo，上架之后其他用户才看得到。',
                }),
              },
            ]}
          />
        </div>
        <div>
          <h3 className={styles.columnTitle}>
            {translate({ id: 'marketplace.publish.console.title', message: '在商店后台上传' })}
          </h3>
          <p className={styles.columnIntro}>
            {translate({ id: 'marketplace.publish.console.intro', message: '适合 Helm Chart、Docker 镜像和软件包，不需要事先部署 Rainbond。' })}
          </p>
          <StepList
            headingLevel="h4"
            label={translate({ id: 'marketplace.publish.console.label', message: '在商店后台发布应用的步骤' })}
            steps={[
              {
                title: translate({ id: 'marketplace.publish.console.step1.title', message: '注册并完善资料' }),
                description: translate({
                  id: 'marketplace.publish.console.step1.text',
                  message: '在 hub.grapps.cn 注册账号，进入控制台后补全昵称、邮箱和简介，这些信息会随你的应用一起展示。',
                }),
              },
              {
                title: translate({ id: 'marketplace.publish.console.step2.title', message: '创建应用模板' }),
                description: translate({
                  id: 'marketplace.publish.console.step2.text',
                  message: '填写名称、Logo 和详细介绍。一个模板下可以同时放 Docker、Helm Chart、RAM 和软件包四种形态。',
                }),
              },
              {
                title: translate({ id: 'marketplace.publish.console.step3.title', message: '上传版本并写明变化' }),
                description: translate({
                  id: 'marketplace.publish.console.step3.text',
                  message: '按类型上传新版本，再写清楚这个版本改了什么、怎么使用。不同形态可以使用相同的版本号。',
                }),
              },
              {
                title: translate({ id: 'marketplace.publish.console.step4.title', message: '上架' }),
                description: translate({
                  id: 'marketplace.publish.console.step4.text',
                  message: '在应用管理页选择上架。只有上架的应用会出现在商店列表里，供其他人浏览和安装。',
                }),
              },
            ]}
          />
        </div>
      </div>
      <p className={styles.note}>
        {translate({
          id: 'marketplace.publish.own',
          message: '发布时必须新建自己的应用模板，不能往别人的应用下推送版本。想让更多人用上你的软件，也欢迎了解合作伙伴计划。',
        })}{' '}
        <Link to="/partners">{translate({ id: 'marketplace.publish.partners', message: '了解合作伙伴计划' })}</Link>
      </p>
    </Section>
  );
}

/** Offline delivery: packages downloaded from the store, and the formats a platform can export. */
function Offline(): React.ReactElement {
  const formats: { name: string; file?: string; target: string; use: string }[] = [
    {
      name: translate({ id: 'marketplace.offline.ram', message: 'RAM 离线包' }),
      file: '*.ram.tar.gz',
      target: translate({ id: 'marketplace.offline.ram.target', message: '目标环境已安装 Rainbond' }),
      use: translate({ id: 'marketplace.offline.ram.use', message: '持续交付：导入后一键安装，后续版本照样升级和回滚' }),
    },
    {
      name: translate({ id: 'marketplace.offline.compose', message: 'Docker Compose 离线包' }),
      target: translate({ id: 'marketplace.offline.compose.target', message: '只有 Docker 和 Docker Compose' }),
      use: translate({ id: 'marketplace.offline.compose.use', message: '客户现场没有 Kubernetes，也没有 Rainbond' }),
    },
    {
      name: translate({ id: 'marketplace.offline.slug', message: '非容器软件包' }),
      file: '*-slug.tar.gz',
      target: translate({ id: 'marketplace.offline.slug.target', message: '普通 Linux 主机' }),
      use: translate({ id: 'marketplace.offline.slug.use', message: '不允许使用容器的环境；只包含源码构建的组件，附带启停和状态查看脚本' }),
    },
    {
      name: 'Helm Chart',
      target: translate({ id: 'marketplace.offline.helm.target', message: 'Kubernetes 集群与 Helm' }),
      use: translate({ id: 'marketplace.offline.helm.use', message: '交给习惯用 Helm 管理应用的客户，通过 values.yaml 调整参数' }),
    },
  ];
  return (
    <Section
      id="offline"
      title={translate({ id: 'marketplace.offline.title', message: '没有外网，也能一键安装' })}
      intro={translate({
        id: 'marketplace.offline.intro',
        message: '政企内网、工厂和涉密机房往往无法连接互联网。应用市场把模板连同全部镜像打成一个文件，用 U 盘或内网传输带进现场，导入后和在线安装一样简单。',
      })}
    >
      <div className={styles.split}>
        <StepList
          label={translate({ id: 'marketplace.offline.stepsLabel', message: '下载离线包并导入安装的步骤' })}
          steps={[
            {
              title: translate({ id: 'marketplace.offline.step1.title', message: '下载离线包' }),
              description: translate({
                id: 'marketplace.offline.step1.text',
                message: '在能上网的电脑上登录 hub.grapps.cn，在应用详情页下载离线包。并不是每个应用都提供离线包，以详情页为准。',
              }),
            },
            {
              title: translate({ id: 'marketplace.offline.step2.title', message: '离线导入' }),
              description: translate({
                id: 'marketplace.offline.step2.text',
                message: '在「平台管理 → 应用市场 → 本地组件库」点击「离线导入」，上传文件，选择导入到企业还是某个团队；多架构集群还可以指定架构。',
              }),
            },
            {
              title: translate({ id: 'marketplace.offline.step3.title', message: '从本地组件库安装' }),
              description: translate({
                id: 'marketplace.offline.step3.text',
                message: '导入时镜像会推送到平台自己的镜像仓库，模板随即出现在本地组件库，之后的安装步骤与在线安装相同。',
              }),
            },
          ]}
        />
        <div>
          <h3 className={styles.panelTitle}>
            {translate({ id: 'marketplace.offline.formats.title', message: '从自己的平台导出：四种交付格式' })}
          </h3>
          <p className={styles.panelText}>
            {translate({
              id: 'marketplace.offline.formats.intro',
              message: '本地组件库里的模板可以在「导出应用模板」中导出，按客户现场的条件选择格式：',
            })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table} style={{ minWidth: '30rem' }}>
              <caption className="rb-visually-hidden">
                {translate({ id: 'marketplace.offline.formats.caption', message: '应用模板的导出格式' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{translate({ id: 'marketplace.offline.col.format', message: '格式' })}</th>
                  <th scope="col">{translate({ id: 'marketplace.offline.col.target', message: '目标环境' })}</th>
                  <th scope="col">{translate({ id: 'marketplace.offline.col.use', message: '适用场景' })}</th>
                </tr>
              </thead>
              <tbody>
                {formats.map((format) => (
                  <tr key={format.name}>
                    <th scope="row">
                      {format.name}
                      {format.file !== undefined && (
                        <>
                          <br />
                          <code>{format.file}</code>
                        </>
                      )}
                    </th>
                    <td>{format.target}</td>
                    <td>{format.use}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** Rainstore: the same kind of market, run by an enterprise or an integrator for its own industry. */
function OwnMarket(): React.ReactElement {
  const points: Feature[] = [
    {
      title: translate({ id: 'marketplace.rainstore.suppliers.title', message: '供应商自助上架' }),
      description: translate({
        id: 'marketplace.rainstore.suppliers.text',
        message: '上游厂商按统一的应用规范打包，自己上架、更新自己的应用，不同厂商的产品可以拼在一起使用。',
      }),
    },
    {
      title: translate({ id: 'marketplace.rainstore.integrators.title', message: '集成商集中交付' }),
      description: translate({
        id: 'marketplace.rainstore.integrators.text',
        message: '集成商在一个市场里管理来自多家供应商的应用，组合成行业方案，再一键交付到各个客户环境。',
      }),
    },
    {
      title: translate({ id: 'marketplace.rainstore.remote.title', message: '交付之后远程运维' }),
      description: translate({
        id: 'marketplace.rainstore.remote.text',
        message: '版本升级、参数调整和故障处理可以远程完成，不必每次都派工程师到现场。',
      }),
    },
  ];
  return (
    <Section
      tone="alt"
      title={translate({ id: 'marketplace.rainstore.title', message: '为企业搭建自己的应用市场' })}
      intro={translate({
        id: 'marketplace.rainstore.intro',
        message: '开源应用商店本身是用 Rainstore 搭建的。Rainstore 覆盖应用上架、展示、安装、升级和商店运营的全过程，行业集成商和大型企业可以用它建立属于自己的应用生态。',
      })}
    >
      <FeatureGrid features={points} columns={3} />
      <div className={styles.actions}>
        <Button href={CONTACT} endIcon={<Icon name="externalLink" />}>
          <Translate id="marketplace.rainstore.contact">咨询私有化应用市场</Translate>
        </Button>
      </div>
    </Section>
  );
}

function Docs(): React.ReactElement {
  const read = translate({ id: 'marketplace.docs.read', message: '阅读文档' });
  const links: Feature[] = [
    {
      title: translate({ id: 'marketplace.docs.overview.title', message: '云原生应用市场介绍' }),
      description: translate({
        id: 'marketplace.docs.overview.text',
        message: '商店收录哪些应用、面向谁、提供哪几种安装方式。',
      }),
      href: '/docs/store/marketplace',
    },
    {
      title: translate({ id: 'marketplace.docs.manual.title', message: '应用市场使用手册' }),
      description: translate({
        id: 'marketplace.docs.manual.text',
        message: '本地组件库和开源应用商店的区别，以及模板从发布到导出的完整生命周期。',
      }),
      href: STORE_DOCS,
    },
    {
      title: translate({ id: 'marketplace.docs.upgrade.title', message: '用模板一键安装与升级' }),
      description: translate({
        id: 'marketplace.docs.upgrade.text',
        message: '跟着教程发布 1.0 和 2.0 两个版本，亲手走一遍安装、升级和回滚。',
      }),
      href: '/docs/tutorial/app-template-manage',
    },
    {
      title: translate({ id: 'marketplace.docs.offline.title', message: '离线跨环境交付' }),
      description: translate({
        id: 'marketplace.docs.offline.text',
        message: '在联网环境导出离线包，带到隔离网络中的另一套 Rainbond 导入并安装。',
      }),
      href: '/docs/tutorial/app-template-offline',
    },
  ];
  return (
    <Section
      title={translate({ id: 'marketplace.docs.title', message: '动手之前，先看这几篇' })}
      intro={translate({ id: 'marketplace.docs.intro', message: '从概念到操作，再到完整的交付示例。' })}
    >
      <FeatureGrid columns={4} features={links.map((link) => ({ ...link, icon: <Icon name="arrowRight" />, linkLabel: read }))} />
    </Section>
  );
}

/** /marketplace: the cloud-native app store and how Rainbond installs, publishes and delivers its apps. */
export default function Marketplace(): React.ReactElement {
  useAnchors(['one-click-install', 'publish', 'offline']);
  return (
    <Layout
      title={translate({ id: 'marketplace.meta.title', message: '云原生应用市场' })}
      description={translate({
        id: 'marketplace.meta.description',
        message: 'Rainbond 云原生应用市场：开源应用商店 hub.grapps.cn 收录 500 多个应用，在 Rainbond 中一键安装和升级；支持发布自己的应用、下载离线包和导出多种交付格式。',
      })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <StoreHero />
        <TwoMarkets />
        <PackageTypes />
        <OneClickInstall />
        <UpgradeAndRollback />
        <Categories />
        <Publish />
        <Offline />
        <OwnMarket />
        <Docs />
        <CTABand
          title={translate({ id: 'marketplace.cta.title', message: '装好 Rainbond，从商店装上第一个应用' })}
          description={translate({
            id: 'marketplace.cta.text',
            message: '一条命令安装平台，打开应用市场，挑一个数据库或开发工具试试。想为客户搭建私有的应用市场，欢迎联系我们。',
          })}
          actions={
            <>
              <Button variant="inverse" size="lg" href={QUICK_INSTALL}>
                <Translate id="marketplace.cta.install">安装 Rainbond</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={APP_STORE}>
                <Translate id="marketplace.cta.store">打开应用商店</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={CONTACT}>
                <Translate id="marketplace.cta.contact">联系我们</Translate>
              </Button>
            </>
          }
        />
      </main>
    </Layout>
  );
}
