import React from 'react';
import { translate } from '@docusaurus/Translate';
import { Arrow, Diagram } from '../diagram/Diagram';

/**
 * How partner software reaches users: open-source projects, software vendors and plugin authors
 * publish templates to the app store; Rainbond users install, upgrade or import them offline.
 */
export default function PartnerDiagram(): React.ReactElement {
  const sources = [
    translate({ id: 'partners.diagram.oss', message: '开源项目' }),
    translate({ id: 'partners.diagram.vendor', message: '软件厂商' }),
    translate({ id: 'partners.diagram.plugin', message: '平台插件' }),
  ];
  const outcomes = [
    translate({ id: 'partners.diagram.install', message: '一键安装' }),
    translate({ id: 'partners.diagram.upgrade', message: '一键升级' }),
    translate({ id: 'partners.diagram.offline', message: '离线导入' }),
  ];
  return (
    <Diagram
      width={480}
      height={280}
      label={translate({
        id: 'partners.diagram.label',
        message: '开源项目、软件厂商和平台插件的作者把软件打包成应用模板，发布到开源应用商店；Rainbond 用户从商店一键安装、一键升级，或把离线包导入内网环境',
      })}
    >
      <text x="65" y="30" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--rb-color-textMuted)">
        {translate({ id: 'partners.diagram.partners', message: '合作伙伴' })}
      </text>
      {sources.map((label, index) => (
        <g key={label}>
          <rect x="10" y={46 + index * 64} width="110" height="46" rx="10" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
          <text x="65" y={74 + index * 64} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
            {label}
          </text>
          <Arrow d={`M122 ${69 + index * 64} L166 ${140}`} strokeWidth={1.8} />
        </g>
      ))}

      <rect x="170" y="70" width="140" height="140" rx="14" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
      <text x="240" y="104" textAnchor="middle" fontSize="11" fill="var(--rb-color-textMuted)">
        {translate({ id: 'partners.diagram.template', message: '应用模板 · RAM' })}
      </text>
      <rect x="186" y="118" width="108" height="44" rx="8" fill="var(--rb-color-primary)" />
      <text x="240" y="145" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--rb-color-onPrimary)">
        hub.grapps.cn
      </text>
      <text x="240" y="188" textAnchor="middle" fontSize="11" fill="var(--rb-color-textMuted)">
        {translate({ id: 'partners.diagram.store', message: '开源应用商店' })}
      </text>

      <text x="415" y="30" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--rb-color-textMuted)">
        {translate({ id: 'partners.diagram.users', message: 'Rainbond 用户' })}
      </text>
      {outcomes.map((label, index) => (
        <g key={label}>
          <Arrow d={`M312 140 L356 ${69 + index * 64}`} strokeWidth={1.8} />
          <rect x="360" y={46 + index * 64} width="110" height="46" rx="23" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
          <text x="415" y={74 + index * 64} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
            {label}
          </text>
        </g>
      ))}
    </Diagram>
  );
}
