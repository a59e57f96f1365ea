import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import CommandBox from '@theme/CommandBox';
import { Button, CTABand, Container, FeatureGrid, Hero, Icon, Section, type Feature } from '@rainbond/ui';
import { APP_STORE, CONTACT, QUICK_INSTALL } from '../components/site-links';
import { INSTALL_COMMANDS } from '../components/home/InstallTabs';
import StepList from '../components/marketplace/StepList';
import useAnchors from '../components/marketplace/useAnchors';
import AppGrid from '../components/opensource-apps/AppGrid';
import { getAppCategories, getOpenSourceApps } from '../components/opensource-apps/apps';
import shared from '../components/marketplace/marketplace.module.css';
import styles from '../components/opensource-apps/opensource-apps.module.css';

/** The categories as a row of jump links, each with the number of featured apps in it. */
function CategoryJump(): React.ReactElement {
  const apps = getOpenSourceApps();
  return (
    <nav className={styles.jumpBand} aria-label={translate({ id: 'opensourceApps.jump.label', message: '应用分类' })}>
      <Container>
        <ul className={styles.jump}>
          {getAppCategories().map((category) => (
            <li key={category.key}>
              <a className={styles.jumpLink} href={`#${category.anchor}`}>
                {category.title}
                <span className={styles.count}>{apps.filter((app) => app.category === category.key).length}</span>
              </a>
            </li>
          ))}
          <li>
            <a className={styles.jumpLink} href="#how-it-works">
              {translate({ id: 'opensourceApps.jump.how', message: '安装方式' })}
            </a>
          </li>
        </ul>
      </Container>
    </nav>
  );
}

function HowItWorks(): React.ReactElement {
  return (
    <Section
      id="how-it-works"
      tone="alt"
      title={translate({ id: 'opensourceApps.how.title', message: '一键安装是怎么完成的' })}
      intro={translate({
        id: 'opensourceApps.how.intro',
        message: '上面每个应用在商店里都是一份应用模板：组件、镜像、配置、端口、存储和组件之间的依赖已经由制作者调好。你只需要告诉 Rainbond 装到哪里。',
      })}
    >
      <div className={shared.split}>
        <StepList
          label={translate({ id: 'opensourceApps.how.stepsLabel', message: '在 Rainbond 中安装一个开源应用的步骤' })}
          steps={[
            {
              title: translate({ id: 'opensourceApps.how.step1.title', message: '在控制台里找到应用' }),
              description: translate({
                id: 'opensourceApps.how.step1.text',
                message: '在团队视图点「新建 → 从应用市场安装」，切换到开源应用商店，按名称搜索，例如 MySQL 或 GitLab。',
              }),
            },
            {
              title: translate({ id: 'opensourceApps.how.step2.title', message: '首次使用时授权' }),
              description: translate({
                id: 'opensourceApps.how.step2.text',
                message: '第一次点「安装」会要求登录商店：输入手机号和短信验证码，没有账号会自动创建。之后这套平台都能直接安装。',
              }),
            },
            {
              title: translate({ id: 'opensourceApps.how.step3.title', message: '指定应用和版本' }),
              description: translate({
                id: 'opensourceApps.how.step3.text',
                message: '选一个已有的应用或新建一个，再挑版本。比如把 GitLab 和 GitLab Runner 装进同一个应用，方便统一管理。',
              }),
            },
            {
              title: translate({ id: 'opensourceApps.how.step4.title', message: '等组件启动，然后访问' }),
              description: translate({
                id: 'opensourceApps.how.step4.text',
                message: '拓扑图里的组件会依次构建并运行起来。需要从外部访问的端口，在组件的「端口」页签打开即可生成访问地址。',
              }),
            },
          ]}
        />
        <div className={shared.panel}>
          <h3 className={shared.panelTitle}>
            {translate({ id: 'opensourceApps.how.noRainbond.title', message: '还没有 Rainbond？' })}
          </h3>
          <p className={shared.panelText}>
            {translate({
              id: 'opensourceApps.how.noRainbond.text',
              message: '在一台 Linux 主机上执行下面这条命令，脚本会检查环境并启动 Rainbond；macOS 和 Windows 的安装方式见快速安装文档。',
            })}
          </p>
          <div className={styles.installBox}>
            <CommandBox command={INSTALL_COMMANDS.linux} label={translate({ id: 'opensourceApps.how.command', message: '在 Linux 上安装 Rainbond' })} />
            <Link to={QUICK_INSTALL}>{translate({ id: 'opensourceApps.how.quickInstall', message: '阅读快速安装文档' })}</Link>
          </div>
          <h3 className={shared.panelTitle} style={{ marginTop: '1.75rem' }}>
            {translate({ id: 'opensourceApps.how.offline.title', message: '内网环境怎么办' })}
          </h3>
          <p className={shared.panelText} style={{ marginBottom: 0 }}>
            {translate({
              id: 'opensourceApps.how.offline.text',
              message: '不少应用在商店详情页提供离线包：在能上网的电脑上下载，再到「应用市场 → 离线导入」导入平台，安装步骤和在线时一样。',
            })}{' '}
            <Link to="/marketplace#offline">{translate({ id: 'opensourceApps.how.offline.link', message: '了解离线交付' })}</Link>
          </p>
        </div>
      </div>
    </Section>
  );
}

function Missing(): React.ReactElement {
  const links: Feature[] = [
    {
      title: translate({ id: 'opensourceApps.missing.search.title', message: '在商店里搜一搜' }),
      description: translate({
        id: 'opensourceApps.missing.search.text',
        message: '本页只列出了一部分。商店里共有 500 多个应用，还可以按 Helm、Docker、RAM 等类型筛选。',
      }),
      href: APP_STORE,
      linkLabel: translate({ id: 'opensourceApps.missing.search.link', message: '打开 hub.grapps.cn' }),
      icon: <Icon name="externalLink" />,
    },
    {
      title: translate({ id: 'opensourceApps.missing.publish.title', message: '自己做一个发布上去' }),
      description: translate({
        id: 'opensourceApps.missing.publish.text',
        message: '先在 Rainbond 上把应用部署调通，再发布到开源应用商店，你和其他用户以后都能一键安装。',
      }),
      href: '/docs/how-to-guides/app-ops/app-store-manage/share-app',
      linkLabel: translate({ id: 'opensourceApps.missing.publish.link', message: '阅读分享应用文档' }),
      icon: <Icon name="arrowRight" />,
    },
    {
      title: translate({ id: 'opensourceApps.missing.partner.title', message: '你是开源项目的维护者？' }),
      description: translate({
        id: 'opensourceApps.missing.partner.text',
        message: '把项目做成可一键安装的应用并加入合作伙伴计划，让 Rainbond 用户更容易用上它。',
      }),
      href: '/partners',
      linkLabel: translate({ id: 'opensourceApps.missing.partner.link', message: '了解合作伙伴计划' }),
      icon: <Icon name="arrowRight" />,
    },
  ];
  return (
    <Section
      title={translate({ id: 'opensourceApps.missing.title', message: '没找到想要的应用？' })}
      intro={translate({ id: 'opensourceApps.missing.intro', message: '精选列表之外，还有三条路。' })}
    >
      <FeatureGrid features={links} columns={3} />
    </Section>
  );
}

/** /opensourceApps: featured open-source apps that install in one click, grouped by category. */
export default function OpenSourceApps(): React.ReactElement {
  const apps = getOpenSourceApps();
  const categories = getAppCategories();
  useAnchors([...categories.map((category) => category.anchor), 'how-it-works']);
  return (
    <Layout
      title={translate({ id: 'opensourceApps.meta.title', message: '精选开源应用' })}
      description={translate({
        id: 'opensourceApps.meta.description',
        message: '在 Rainbond 上一键安装的精选开源应用：MySQL、PostgreSQL、Redis、RabbitMQ、Nacos、GitLab、Jenkins、SonarQube、Prometheus、Grafana、SkyWalking、MinIO、WordPress 等，按数据库、中间件、DevOps、可观测性等类别整理。',
      })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={translate({ id: 'opensourceApps.hero.eyebrow', message: '开源应用商店精选' })}
          title={translate({ id: 'opensourceApps.hero.title', message: '常用的开源软件，在 Rainbond 上一键装好' })}
          subtitle={translate({
            id: 'opensourceApps.hero.subtitle',
            message: '数据库、消息队列、代码仓库、监控告警……这些软件的部署步骤已经做成应用模板放在开源应用商店里。选好团队和版本，几分钟后就能用上，不用再一份份读部署文档。',
          })}
          actions={
            <>
              <Button size="lg" href={APP_STORE} endIcon={<Icon name="externalLink" />}>
                <Translate id="opensourceApps.hero.store">打开应用商店</Translate>
              </Button>
              <Button size="lg" variant="secondary" href="#how-it-works">
                <Translate id="opensourceApps.hero.how">看看怎么安装</Translate>
              </Button>
            </>
          }
        />
        <CategoryJump />
        {categories.map((category, index) => (
          <Section key={category.key} id={category.anchor} tone={index % 2 === 0 ? 'alt' : 'default'} title={category.title} intro={category.description}>
            <AppGrid apps={apps.filter((app) => app.category === category.key)} />
          </Section>
        ))}
        <HowItWorks />
        <Missing />
        <CTABand
          title={translate({ id: 'opensourceApps.cta.title', message: '先装一个试试' })}
          description={translate({
            id: 'opensourceApps.cta.text',
            message: '装好 Rainbond，从商店里挑一个最常用的软件装上，感受一下一键安装和一键升级。企业内部的应用也可以照这个方式交付。',
          })}
          actions={
            <>
              <Button variant="inverse" size="lg" href={QUICK_INSTALL}>
                <Translate id="opensourceApps.cta.install">安装 Rainbond</Translate>
              </Button>
              <Button variant="inverse" size="lg" href="/marketplace">
                <Translate id="opensourceApps.cta.marketplace">了解应用市场</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={CONTACT}>
                <Translate id="opensourceApps.cta.contact">联系我们</Translate>
              </Button>
            </>
          }
        />
      </main>
    </Layout>
  );
}
