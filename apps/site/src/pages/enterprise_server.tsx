import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import { Button, CTABand, FeatureGrid, Hero, Icon, Section, type Feature } from '@rainbond/ui';
import EditionCards from '../components/enterprise/EditionCards';
import EditionComparison from '../components/enterprise/EditionComparison';
import { CONTACT, DEMO, GITHUB, QUICK_INSTALL } from '../components/site-links';
import styles from '../components/enterprise/enterprise.module.css';

/** /enterprise_server: what the enterprise edition adds to open-source Rainbond, and the services behind it. */
export default function EnterpriseServer(): React.ReactElement {
  const additions: Feature[] = [
    {
      title: translate({ id: 'enterprise.adds.observability.title', message: '看得见的平台' }),
      description: translate({
        id: 'enterprise.adds.observability.text',
        message: '可观测性中心把全局日志、告警和高级监控集中到一处，并提供监控大屏；集群巡检从运行状态、配置规范和安全三个方面检查集群，隐患可以在出事之前被发现。',
      }),
    },
    {
      title: translate({ id: 'enterprise.adds.security.title', message: '满足安全与合规检查' }),
      description: translate({
        id: 'enterprise.adds.security.text',
        message: '全平台操作都有审计记录，安全配置和源码安全检查随平台提供，并支持等保三级的建设要求。',
      }),
    },
    {
      title: translate({ id: 'enterprise.adds.gateway.title', message: '更强的入口网关' }),
      description: translate({
        id: 'enterprise.adds.gateway.text',
        message: '在应用网关上加入 WAF 防火墙和 API 网关能力，网关自身的流量和状态可以监控，转发性能也做了优化。',
      }),
    },
    {
      title: translate({ id: 'enterprise.adds.mesh.title', message: '可视化的微服务治理' }),
      description: translate({
        id: 'enterprise.adds.mesh.text',
        message: 'Istio 与 Spring Cloud 应用的流量拓扑和监控数据在界面上一目了然，流量控制规则也在界面里配置；Spring Cloud 还能分析调用链、管理网关配置，Istio 还能建立零信任网络。再配合全链路灰度，新版本可以先只接一小部分请求。',
      }),
    },
    {
      title: translate({ id: 'enterprise.adds.delivery.title', message: '离线环境也能顺畅交付' }),
      description: translate({
        id: 'enterprise.adds.delivery.text',
        message: '断网环境下通过图形界面完成安装和交付，配合私有化部署的云原生应用商店和集群版开源中间件，软件资产留在企业内部。',
      }),
    },
    {
      title: translate({ id: 'enterprise.adds.operations.title', message: '贴合企业的管理方式' }),
      description: translate({
        id: 'enterprise.adds.operations.text',
        message: '按团队分配资源配额，直接管理组件存储里的文件，用企业级备份保护数据；平台界面可以换成企业自己的品牌样式，再通过门户把各个应用集中展示出来。',
      }),
    },
  ];

  const services: Feature[] = [
    {
      title: translate({ id: 'enterprise.services.plan.title', message: '规划与实施' }),
      description: translate({
        id: 'enterprise.services.plan.text',
        message: '结合现有的机房、网络和业务系统一起规划部署架构，并协助完成平台的安装实施。',
      }),
    },
    {
      title: translate({ id: 'enterprise.services.onsite.title', message: '现场实施与培训' }),
      description: translate({
        id: 'enterprise.services.onsite.text',
        message: '需要时可以到现场实施，并为平台管理员和开发团队安排培训，让团队尽快能够自己使用和维护平台。',
      }),
    },
    {
      title: translate({ id: 'enterprise.services.incident.title', message: '故障协查与缺陷修复' }),
      description: translate({
        id: 'enterprise.services.incident.text',
        message: '线上出现问题时，原厂技术团队参与排查定位；确认是平台缺陷的，由原厂负责修复。',
      }),
    },
    {
      title: translate({ id: 'enterprise.services.upgrade.title', message: '日常运维与版本升级' }),
      description: translate({
        id: 'enterprise.services.upgrade.text',
        message: '协助处理平台日常运维，新版本发布后帮助评估并完成升级，避免升级影响正在运行的业务。',
      }),
    },
    {
      title: translate({ id: 'enterprise.services.critical.title', message: '重要时期保障' }),
      description: translate({
        id: 'enterprise.services.critical.text',
        message: '重大活动、系统割接等关键时间段，可以安排专门的保障支持。',
      }),
    },
    {
      title: translate({ id: 'enterprise.services.sla.title', message: 'SLA 与 7×24 响应' }),
      description: translate({
        id: 'enterprise.services.sla.text',
        message: '服务按约定的 SLA 执行，最高响应级别为 7×24 小时。具体的服务范围和级别在商务沟通时按需求确定。',
      }),
    },
  ];

  return (
    <Layout
      title={translate({ id: 'enterprise.meta.title', message: 'Rainbond 企业版' })}
      description={translate({
        id: 'enterprise.meta.description',
        message: 'Rainbond 企业版在开源版基础上增加可观测性中心、集群巡检、安全与网关增强、Istio 与 Spring Cloud 可视化治理、图形化离线交付等能力，并提供规划实施、培训、故障协查和 7×24 响应的原厂服务。',
      })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={translate({ id: 'enterprise.hero.eyebrow', message: 'Rainbond 企业版' })}
          title={translate({ id: 'enterprise.hero.title', message: '在开源版之上，为关键业务补齐企业级能力与原厂服务' })}
          subtitle={translate({
            id: 'enterprise.hero.subtitle',
            message: '企业版沿用开源版的应用模型和操作方式，团队不必重新学习；在此之上补充可观测、安全、网关和微服务治理等扩展，并由原厂团队负责从规划实施到版本升级的技术支持。',
          })}
          actions={
            <>
              <Button size="lg" href={CONTACT} endIcon={<Icon name="externalLink" />}>
                <Translate id="enterprise.hero.contact">商业咨询</Translate>
              </Button>
              <Button size="lg" variant="secondary" href={DEMO} endIcon={<Icon name="externalLink" />}>
                <Translate id="enterprise.hero.demo">预约演示</Translate>
              </Button>
            </>
          }
        />

        <Section
          tone="default"
          title={translate({ id: 'enterprise.editions.title', message: '三种使用 Rainbond 的方式' })}
          intro={translate({
            id: 'enterprise.editions.intro',
            message: '自己部署开源版、直接使用托管的 Rainbond Cloud，或者在自己的环境中部署企业版并获得原厂服务。',
          })}
        >
          <EditionCards />
        </Section>

        <Section
          tone="alt"
          title={translate({ id: 'enterprise.adds.title', message: '企业版多了什么' })}
          intro={translate({
            id: 'enterprise.adds.intro',
            message: '构建、部署、微服务编排和应用市场这些核心功能两个版本完全一样。企业版的差别集中在平台规模变大、合规要求变严之后才会遇到的问题上。',
          })}
        >
          <FeatureGrid features={additions} columns={3} />
        </Section>

        <Section
          tone="default"
          title={translate({ id: 'enterprise.compare.title', message: '开源版与企业版逐项对比' })}
          intro={translate({
            id: 'enterprise.compare.intro',
            message: '对勾表示该版本包含这项功能，短横线表示不包含。',
          })}
        >
          <EditionComparison />
          <p className={styles.tableNote}>
            <Translate id="enterprise.compare.note">
              功能会随版本更新而变化；开源版的完整功能以文档为准，企业版的具体交付内容以双方确认的方案为准。
            </Translate>
          </p>
        </Section>

        <Section
          tone="alt"
          title={translate({ id: 'enterprise.services.title', message: '服务与支持' })}
          intro={translate({
            id: 'enterprise.services.intro',
            message: '企业版附带原厂专业技术团队的服务，覆盖平台从落地到长期运行的各个阶段。',
          })}
        >
          <div className={styles.supportLayout}>
            <FeatureGrid features={services} columns={3} />
            <div className={styles.communityBox}>
              <h3 className={styles.communityTitle}>
                <Translate id="enterprise.community.title">使用开源版？社区同样可以帮忙</Translate>
              </h3>
              <p className={styles.communityText}>
                <Translate id="enterprise.community.text">
                  开源版用户可以在 GitHub Issues 里搜索和提交问题，也可以加入社区交流群，由项目成员和其他用户一起解答。
                </Translate>
              </p>
              <div className={styles.communityLinks}>
                <Button variant="secondary" href="/docs/support">
                  <Translate id="enterprise.community.support">社区支持渠道</Translate>
                </Button>
                <Button variant="ghost" href={`${GITHUB}/issues`} startIcon={<Icon name="github" />}>
                  <Translate id="enterprise.community.issues">GitHub Issues</Translate>
                </Button>
              </div>
            </div>
          </div>
        </Section>

        <CTABand
          title={translate({ id: 'enterprise.cta.title', message: '聊聊你的场景' })}
          description={translate({
            id: 'enterprise.cta.text',
            message: '通过表单留下联系方式和需求，我们会与你联系，一起确定适合的版本和服务内容；也可以先预约一次产品演示。',
          })}
          actions={
            <>
              <Button variant="inverse" size="lg" href={CONTACT} endIcon={<Icon name="externalLink" />}>
                <Translate id="enterprise.cta.contact">填写商业咨询表单</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={DEMO} endIcon={<Icon name="externalLink" />}>
                <Translate id="enterprise.cta.demo">预约演示</Translate>
              </Button>
              <Button variant="inverse" size="lg" href={QUICK_INSTALL}>
                <Translate id="enterprise.cta.install">先试用开源版</Translate>
              </Button>
            </>
          }
        />
      </main>
    </Layout>
  );
}
