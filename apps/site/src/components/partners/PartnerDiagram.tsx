import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { PartnerDiagramLabels } from './content';

/**
 * How partner software reaches users: open-source projects, software vendors and plugin authors
 * publish templates to the app store; Rainbond users install, upgrade or import them offline.
 */
export default function PartnerDiagram({ labels }: { labels: PartnerDiagramLabels }): React.ReactElement {
  const sources = [
    labels.oss,
    labels.vendor,
    labels.plugin,
  ];
  const outcomes = [
    labels.install,
    labels.upgrade,
    labels.offline,
  ];
  return (
    <Diagram
      width={480}
      height={280}
      label={labels.label}
    >
      <text x="65" y="30" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--rb-color-textMuted)">
        {labels.partners}
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
        {labels.template}
      </text>
      <rect x="186" y="118" width="108" height="44" rx="8" fill="var(--rb-color-primary)" />
      <text x="240" y="145" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--rb-color-onPrimary)">
        hub.grapps.cn
      </text>
      <text x="240" y="188" textAnchor="middle" fontSize="11" fill="var(--rb-color-textMuted)">
        {labels.store}
      </text>

      <text x="415" y="30" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--rb-color-textMuted)">
        {labels.users}
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
