import React from 'react';
import { translate } from '@docusaurus/Translate';
import { ComparisonTable, type ComparisonGroup, type ComparisonRow } from '@rainbond/ui';
import { PRIVATE_STORE } from '../site-links';

const both = { oss: true, enterprise: true } as const;
const enterpriseOnly = { oss: false, enterprise: true } as const;

function row(feature: string, values: ComparisonRow['values'], extra: Omit<ComparisonRow, 'feature' | 'values'> = {}): ComparisonRow {
  return { feature, values, ...extra };
}

/** Open source and enterprise edition, feature by feature (from the project's own edition list). */
export default function EditionComparison(): React.ReactElement {
  const groups: ComparisonGroup[] = [
    {
      title: translate({ id: 'enterprise.compare.build', message: '应用构建' }),
      rows: [
        row(translate({ id: 'enterprise.compare.build.detect', message: '常见语言源码自动识别与构建' }), both),
        row(translate({ id: 'enterprise.compare.build.docker', message: 'Dockerfile 构建与镜像部署' }), both),
        row(translate({ id: 'enterprise.compare.build.git', message: '对接 GitLab、GitHub、Gitee 与 SVN' }), both),
        row(translate({ id: 'enterprise.compare.build.rollback', message: '持续构建与版本回滚' }), both),
        row(translate({ id: 'enterprise.compare.build.envs', message: '一体化开发测试环境' }), both),
      ],
    },
    {
      title: translate({ id: 'enterprise.compare.mesh', message: '微服务架构' }),
      rows: [
        row(translate({ id: 'enterprise.compare.mesh.switch', message: '按需切换 Service Mesh 框架' }), both),
        row(translate({ id: 'enterprise.compare.mesh.frameworks', message: '兼容 Spring Cloud、Dubbo 等微服务框架' }), both),
        row(translate({ id: 'enterprise.compare.mesh.drag', message: '拖拽式服务编排与多层级拓扑' }), both),
        row(translate({ id: 'enterprise.compare.mesh.apm', message: '集成 SkyWalking、Pinpoint' }), both),
      ],
    },
    {
      title: translate({ id: 'enterprise.compare.market', message: '应用市场' }),
      rows: [
        row(translate({ id: 'enterprise.compare.market.publish', message: '运行中的应用一键发布为模板' }), both),
        row(translate({ id: 'enterprise.compare.market.assets', message: '以应用市场管理软件资产' }), both),
        row(translate({ id: 'enterprise.compare.market.offline', message: '应用模板离线导出与导入' }), both),
        row(translate({ id: 'enterprise.compare.market.upgrade', message: '复杂应用一键安装、一键升级' }), both),
        row(translate({ id: 'enterprise.compare.market.helm', message: '对接多个外部 Helm 仓库' }), both),
      ],
    },
    {
      title: translate({ id: 'enterprise.compare.ops', message: '应用运维与网关' }),
      rows: [
        row(translate({ id: 'enterprise.compare.ops.granularity', message: '应用与组件两级管理' }), both),
        row(translate({ id: 'enterprise.compare.ops.scale', message: '手动伸缩与自动伸缩' }), both),
        row(translate({ id: 'enterprise.compare.ops.logs', message: '实时日志与外部日志系统对接' }), both),
        row(translate({ id: 'enterprise.compare.ops.monitor', message: '应用级监控与性能分析' }), both),
        row(translate({ id: 'enterprise.compare.ops.plugins', message: '插件扩展运维能力、Web 终端' }), both),
        row(translate({ id: 'enterprise.compare.ops.gateway', message: '端口与负载均衡策略、域名与 HTTPS 证书管理' }), both),
        row(translate({ id: 'enterprise.compare.ops.canary', message: '灰度发布与 A/B 测试' }), both),
      ],
    },
    {
      title: translate({ id: 'enterprise.compare.cluster', message: '集群管理' }),
      rows: [
        row(translate({ id: 'enterprise.compare.cluster.infra', message: '接入虚拟机、物理服务器、Kubernetes 与公有云' }), both),
        row(translate({ id: 'enterprise.compare.cluster.multicloud', message: '应用跨云运行、备份与迁移' }), both),
        row(translate({ id: 'enterprise.compare.cluster.tenants', message: '多团队、多租户管理' }), both),
        row(translate({ id: 'enterprise.compare.cluster.xinchuang', message: '国产化信创：x86 与 Arm 混合管理' }), both, { href: '/xinchuang' }),
      ],
    },
    {
      title: translate({ id: 'enterprise.compare.extensions', message: '企业级扩展' }),
      rows: [
        row(translate({ id: 'enterprise.compare.ext.observability', message: '可观测性中心' }), enterpriseOnly, {
          description: translate({ id: 'enterprise.compare.ext.observability.desc', message: '全局日志、报警中心、高级监控与监控大屏' }),
        }),
        row(translate({ id: 'enterprise.compare.ext.scanner', message: '集群巡检' }), enterpriseOnly, {
          description: translate({ id: 'enterprise.compare.ext.scanner.desc', message: '运行状态、配置规范与安全三类巡检' }),
        }),
        row(translate({ id: 'enterprise.compare.ext.security', message: '安全增强' }), enterpriseOnly, {
          description: translate({ id: 'enterprise.compare.ext.security.desc', message: '操作审计、安全配置、源码安全' }),
        }),
        row(translate({ id: 'enterprise.compare.ext.gateway', message: '网关增强' }), enterpriseOnly, {
          description: translate({ id: 'enterprise.compare.ext.gateway.desc', message: 'WAF 防火墙、API 网关、网关监控与性能优化' }),
        }),
        row(translate({ id: 'enterprise.compare.ext.istio', message: 'Istio 可视化管理' }), enterpriseOnly, {
          description: translate({ id: 'enterprise.compare.ext.istio.desc', message: '流量拓扑与监控、零信任网络、流量控制' }),
        }),
        row(translate({ id: 'enterprise.compare.ext.springcloud', message: 'Spring Cloud 可视化管理' }), enterpriseOnly, {
          description: translate({ id: 'enterprise.compare.ext.springcloud.desc', message: '流量拓扑与监控、调用链分析、流量控制、网关配置' }),
        }),
        row(translate({ id: 'enterprise.compare.ext.gray', message: '全链路灰度发布' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.ext.backup', message: '企业级备份' }), enterpriseOnly),
        row(
          translate({ id: 'enterprise.compare.ext.offline', message: '离线环境安装与交付' }),
          {
            oss: translate({ id: 'enterprise.compare.ext.offline.oss', message: '命令行' }),
            enterprise: translate({ id: 'enterprise.compare.ext.offline.ee', message: '图形界面' }),
          },
        ),
        row(translate({ id: 'enterprise.compare.ext.store', message: '私有化云原生应用商店' }), enterpriseOnly, { href: PRIVATE_STORE }),
        row(translate({ id: 'enterprise.compare.ext.portal', message: '应用集成与展示门户' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.ext.middleware', message: '开源中间件集群版' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.ext.mlps', message: '等保三级支持' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.ext.quota', message: '团队资源配额、组件存储文件管理' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.ext.gpu', message: '按显存调度 GPU' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.ext.branding', message: '界面定制与品牌样式' }), enterpriseOnly),
      ],
    },
    {
      title: translate({ id: 'enterprise.compare.support', message: '服务支持' }),
      rows: [
        row(translate({ id: 'enterprise.compare.support.community', message: '社区支持' }), both, { href: '/docs/support' }),
        row(translate({ id: 'enterprise.compare.support.sla', message: 'SLA 保障' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.support.tech', message: '原厂技术支持' }), enterpriseOnly),
        row(translate({ id: 'enterprise.compare.support.onsite', message: '现场实施与培训' }), enterpriseOnly),
      ],
    },
  ];

  return (
    <ComparisonTable
      caption={translate({ id: 'enterprise.compare.caption', message: '开源版与企业版功能对比' })}
      hideCaption
      featureLabel={translate({ id: 'enterprise.compare.feature', message: '功能' })}
      columns={[
        { key: 'oss', label: translate({ id: 'enterprise.compare.col.oss', message: '开源版' }) },
        { key: 'enterprise', label: translate({ id: 'enterprise.compare.col.ee', message: '企业版' }), highlight: true },
      ]}
      groups={groups}
      includedLabel={translate({ id: 'enterprise.compare.included', message: '包含' })}
      excludedLabel={translate({ id: 'enterprise.compare.excluded', message: '不包含' })}
      scrollLabel={translate({ id: 'enterprise.compare.scroll', message: '开源版与企业版功能对比表' })}
    />
  );
}
