import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import { Badge, Button, Card, CTABand, FeatureGrid, Grid, Hero, Icon, Section, type Feature } from '@rainbond/ui';
import { GITHUB, PARTNER_FORM } from '../components/site-links';
import StepList from '../components/marketplace/StepList';
import useAnchors from '../components/marketplace/useAnchors';
import PartnerDiagram from '../components/partners/PartnerDiagram';
import { getPartners } from '../components/partners/partners';
import shared from '../components/marketplace/marketplace.module.css';
import styles from '../components/partners/partners.module.css';

const SHARE_APP = '/docs/how-to-guides/app-ops/app-store-manage/share-app';

function WhyPartner(): React.ReactElement {
  const reasons: Feature[] = [
    {
      title: translate({ id: 'partners.why.install.title', message: '用户装得上，试用门槛低' }),
      description: translate({
        id: 'partners.why.install.text',
        message: '软件做成应用模板后，用户在 Rainbond 里点一次安装就能跑起来，不必对着部署文档一条条执行命令，从试用到上线的路更短。',
      }),
    },
    {
      title: translate({ id: 'partners.why.discover.title', message: '被更多人发现' }),
      description: translate({
        id: 'partners.why.discover.text',
        message: '上架开源应用商店后，每一套对接了商店的 Rainbond 都能搜到你的应用。商店本身就是一个让产品提升知名度的渠道。',
      }),
    },
    {
      title: translate({ id: 'partners.why.upgrade.title', message: '升级有统一的路径' }),
      description: translate({
        id: 'partners.why.upgrade.text',
        message: '发布新版本后，已经安装的用户在「应用升级」页面一键升级，不用再为每个版本单独编写升级手册。',
      }),
    },
    {
      title: translate({ id: 'partners.why.offline.title', message: '进得去内网现场' }),
      description: translate({
        id: 'partners.why.offline.text',
        message: '同一个模板可以导出为离线包、非容器软件包或 Helm Chart，政企和隔离网络里的客户同样能交付。',
      }),
    },
  ];
  return (
    <Section
      title={translate({ id: 'partners.why.title', message: '为什么和 Rainbond 合作' })}
      intro={translate({
        id: 'partners.why.intro',
        message: '好软件常常输在部署上。Rainbond 把安装、升级和交付变成标准动作，合作伙伴可以把精力放回产品本身。',
      })}
    >
      <FeatureGrid features={reasons} columns={4} />
    </Section>
  );
}

function PartnerTypes(): React.ReactElement {
  const types = [
    {
      key: 'apps',
      title: translate({ id: 'partners.types.apps.title', message: '应用伙伴' }),
      who: translate({ id: 'partners.types.apps.who', message: '开源项目维护者、软件厂商（ISV）' }),
      text: translate({
        id: 'partners.types.apps.text',
        message: '把你的软件打包成 Rainbond 应用模板（RAM），发布到开源应用商店，让用户一键部署和升级。已经有 Helm Chart、Docker 镜像或软件包的，也可以直接在商店后台上传。',
      }),
      how: translate({
        id: 'partners.types.apps.how',
        message: '合作形式：在商店上架应用，在合作伙伴名录中展示，并一起撰写部署实践文章。',
      }),
    },
    {
      key: 'plugins',
      title: translate({ id: 'partners.types.plugins.title', message: '插件伙伴' }),
      who: translate({ id: 'partners.types.plugins.who', message: '希望与平台深度集成的技术团队' }),
      text: translate({
        id: 'partners.types.plugins.text',
        message: 'Rainbond 在应用商店体系之上扩展出插件应用，装上就能为平台增加新的能力，即插即用。插件本身也是一个应用，发布、上架和升级都经由商店完成。',
      }),
      how: translate({
        id: 'partners.types.plugins.how',
        message: '已有实例：拓维信息基于 GitLab CI 贡献的流水线插件；建木以应用插件的形式扩展构建体系。',
      }),
    },
    {
      key: 'integrators',
      title: translate({ id: 'partners.types.integrators.title', message: '集成与交付伙伴' }),
      who: translate({ id: 'partners.types.integrators.who', message: '行业集成商、面向大量客户交付的服务团队' }),
      text: translate({
        id: 'partners.types.integrators.text',
        message: '以 Rainbond 和企业级应用市场 Rainstore 为底座，把多家供应商的应用组合成行业解决方案，一键交付到各个客户环境，交付后远程升级和运维。',
      }),
      how: translate({
        id: 'partners.types.integrators.how',
        message: '合作形式：搭建自己的行业应用市场，按客户现场条件在线或离线交付。',
      }),
    },
  ];
  return (
    <Section
      tone="alt"
      id="partner-types"
      title={translate({ id: 'partners.types.title', message: '三类合作伙伴' })}
      intro={translate({
        id: 'partners.types.intro',
        message: '按你和 Rainbond 的结合方式选择合作路径；一个伙伴也可以同时属于几类。',
      })}
    >
      <Grid as="ul" columns={{ base: 1, tablet: 1, desktop: 3 }}>
        {types.map((type) => (
          <Card as="li" key={type.key} padding="md" className={styles.type}>
            <h3 className={styles.typeTitle}>{type.title}</h3>
            <p className={styles.typeWho}>{type.who}</p>
            <p className={styles.typeText}>{type.text}</p>
            <p className={styles.typeText}>{type.how}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

function Benefits(): React.ReactElement {
  const benefits = [
    translate({
      id: 'partners.benefits.listing',
      message: '在开源应用商店上架，详情页展示你的介绍、Logo、版本说明和作者信息。',
    }),
    translate({
      id: 'partners.benefits.directory',
      message: '在本页的合作伙伴名录中展示，附项目主页和部署实践的链接。',
    }),
    translate({
      id: 'partners.benefits.articles',
      message: '联合撰写在 Rainbond 上使用你的软件的实践文章，发布在 Rainbond 博客和社区。',
    }),
    translate({
      id: 'partners.benefits.promotion',
      message: '优秀的应用，Rainbond 团队会通过社区渠道帮忙宣传，让更多人用上。',
    }),
    translate({
      id: 'partners.benefits.developers',
      message: '对接中遇到的技术问题，可以在 GitHub 上直接和 Rainbond 的开发者讨论。',
    }),
  ];
  return (
    <Section>
      <div className={shared.split}>
        <div>
          <h2 className={shared.columnTitle} style={{ fontSize: 'var(--rb-font-size2xl)' }}>
            {translate({ id: 'partners.benefits.title', message: '合作伙伴能得到什么' })}
          </h2>
          <p className={shared.columnIntro}>
            {translate({
              id: 'partners.benefits.intro',
              message: '除了让用户更容易用上你的软件，我们也会为合作伙伴提供展示和推广的资源。',
            })}
          </p>
          <ul className={shared.checkList}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <div className={shared.panel}>
          <h3 className={shared.panelTitle}>
            {translate({ id: 'partners.benefits.articlesTitle', message: '已经发布的联合实践' })}
          </h3>
          <p className={shared.panelText}>
            {translate({
              id: 'partners.benefits.articlesText',
              message: '这些文章介绍了合作伙伴的软件如何在 Rainbond 上安装和使用，可以作为你准备材料时的参考。',
            })}
          </p>
          <ul className={shared.checkList}>
            {getPartners()
              .filter((partner) => partner.guide?.startsWith('/blog/') === true)
              .map((partner) => (
                <li key={partner.name}>
                  <Link to={partner.guide}>{partner.name}</Link>
                </li>
              ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function Directory(): React.ReactElement {
  const kindLabel = {
    app: translate({ id: 'partners.directory.kind.app', message: '应用' }),
    plugin: translate({ id: 'partners.directory.kind.plugin', message: '插件' }),
  };
  const homepage = translate({ id: 'partners.directory.homepage', message: '项目主页' });
  const guide = translate({ id: 'partners.directory.guide', message: '在 Rainbond 上使用' });
  return (
    <Section
      tone="alt"
      id="directory"
      title={translate({ id: 'partners.directory.title', message: '合作伙伴名录' })}
      intro={translate({
        id: 'partners.directory.intro',
        message: '这些项目和企业已经把自己的软件或插件带到了 Rainbond 上。希望你的项目也出现在这里，欢迎提交申请。',
      })}
    >
      <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 3 }}>
        {getPartners().map((partner) => (
          <Card as="li" key={partner.name} padding="sm">
            <div className={styles.partnerHead}>
              <h3 className={styles.partnerName}>{partner.name}</h3>
              <Badge tone={partner.kind === 'plugin' ? 'warning' : 'success'}>{kindLabel[partner.kind]}</Badge>
            </div>
            <p className={styles.partnerText}>{partner.description}</p>
            <p className={styles.partnerLinks}>
              <a href={partner.homepage} target="_blank" rel="noopener noreferrer">
                {homepage}
                <span className="rb-visually-hidden">{`: ${partner.name}`}</span>
                <Icon name="externalLink" size={14} />
              </a>
              {partner.guide !== undefined && (
                <Link to={partner.guide}>
                  {guide}
                  <span className="rb-visually-hidden">{`: ${partner.name}`}</span>
                </Link>
              )}
            </p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

function HowToJoin(): React.ReactElement {
  const prepare = [
    translate({ id: 'partners.join.prepare.intro', message: '项目或公司的简介，以及代码仓库或官网地址' }),
    translate({ id: 'partners.join.prepare.kind', message: '想走哪一类合作：应用、插件，还是集成与交付' }),
    translate({ id: 'partners.join.prepare.forms', message: '软件目前的交付形态：镜像、Helm Chart、软件包或源代码' }),
    translate({ id: 'partners.join.prepare.contact', message: '方便联系的负责人和联系方式' }),
  ];
  return (
    <Section
      id="join"
      title={translate({ id: 'partners.join.title', message: '如何成为合作伙伴' })}
      intro={translate({
        id: 'partners.join.intro',
        message: '从提交申请到出现在名录里，大致经过下面几步。',
      })}
    >
      <div className={shared.split}>
        <StepList
          label={translate({ id: 'partners.join.stepsLabel', message: '成为 Rainbond 合作伙伴的步骤' })}
          steps={[
            {
              title: translate({ id: 'partners.join.step1.title', message: '提交申请' }),
              description: translate({
                id: 'partners.join.step1.text',
                message: '填写飞书上的合作申请表，介绍你的项目或公司，以及希望的合作方式。',
              }),
            },
            {
              title: translate({ id: 'partners.join.step2.title', message: '沟通合作方式' }),
              description: translate({
                id: 'partners.join.step2.text',
                message: 'Rainbond 团队根据申请内容与你联系，一起确认合作类型和需要准备的内容。',
              }),
            },
            {
              title: translate({ id: 'partners.join.step3.title', message: '在 Rainbond 上跑通' }),
              description: translate({
                id: 'partners.join.step3.text',
                message: '应用伙伴把软件部署到 Rainbond 并发布成应用模板；插件伙伴按插件体系完成开发，并验证安装和升级都能正常进行。',
              }),
            },
            {
              title: translate({ id: 'partners.join.step4.title', message: '上架并展示' }),
              description: translate({
                id: 'partners.join.step4.text',
                message: '在开源应用商店补全介绍、Logo 和版本说明后上架，项目随后加入本页的合作伙伴名录。',
              }),
            },
            {
              title: translate({ id: 'partners.join.step5.title', message: '持续更新' }),
              description: translate({
                id: 'partners.join.step5.text',
                message: '有新版本就发布到商店，用户一键升级；也欢迎把新的使用场景写成文章一起分享。',
              }),
            },
          ]}
        />
        <div className={shared.panel}>
          <h3 className={shared.panelTitle}>
            {translate({ id: 'partners.join.prepare.title', message: '申请前可以先准备' })}
          </h3>
          <ul className={shared.checkList}>
            {prepare.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className={shared.actions}>
            <Button href={PARTNER_FORM} endIcon={<Icon name="externalLink" />}>
              <Translate id="partners.join.apply">填写合作申请表</Translate>
            </Button>
            <Button variant="secondary" href={SHARE_APP}>
              <Translate id="partners.join.share">如何发布应用</Translate>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** /partners: the partner programme, the kinds of partners, what they get and how to join. */
export default function Partners(): React.ReactElement {
  useAnchors(['partner-types', 'directory', 'join']);
  return (
    <Layout
      title={translate({ id: 'partners.meta.title', message: '合作伙伴计划' })}
      description={translate({
        id: 'partners.meta.description',
        message: '成为 Rainbond 合作伙伴：把软件做成一键安装的应用发布到开源应用商店，用插件扩展平台能力，或基于 Rainbond 交付行业解决方案。了解合作类型、合作权益和申请步骤。',
      })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          eyebrow={translate({ id: 'partners.hero.eyebrow', message: 'Rainbond 合作伙伴计划' })}
          title={translate({ id: 'partners.hero.title', message: '让你的软件离用户只差一次点击' })}
          subtitle={translate({
            id: 'partners.hero.subtitle',
            message: '我们期待优秀的开源项目、软件厂商和集成商与 Rainbond 结合，形成更好用的解决方案：把软件做成可一键安装的应用，用插件扩展平台，或基于 Rainbond 把方案交付给更多客户。',
          })}
          actions={
            <>
              <Button size="lg" href={PARTNER_FORM} endIcon={<Icon name="externalLink" />}>
                <Translate id="partners.hero.apply">申请成为合作伙伴</Translate>
              </Button>
              <Button size="lg" variant="secondary" href="#partner-types">
                <Translate id="partners.hero.types">了解合作类型</Translate>
              </Button>
            </>
          }
          media={<PartnerDiagram />}
        />
        <WhyPartner />
        <PartnerTypes />
        <Benefits />
        <Directory />
        <HowToJoin />
        <CTABand
          title={translate({ id: 'partners.cta.title', message: '一起把好软件送到更多用户手里' })}
          description={translate({
            id: 'partners.cta.text',
            message: '填写申请表告诉我们你的项目，或者先在 GitHub 上关注 Rainbond，看看社区正在做什么。',
          })}
          actions={
            <>
              <Button variant="inverse" size="lg" href={PARTNER_FORM}>
                <Translate id="partners.cta.apply">提交合作申请</Translate>
              </Button>
              <Button variant="inverse" size="lg" href="/marketplace">
                <Translate id="partners.cta.marketplace">了解应用市场</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={GITHUB} startIcon={<Icon name="github" />}>
                <Translate id="partners.cta.github">在 GitHub 上关注</Translate>
              </Button>
            </>
          }
        />
      </main>
    </Layout>
  );
}
