import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { DiagramLabels } from './content';

/**
 * The application market: an application is published as versioned templates, which are installed
 * on other clusters, upgraded at customer sites and exported as offline packages; the public store
 * feeds the market too.
 */
export default function AppMarketDiagram({ labels }: { labels: DiagramLabels<'app-market'> }): React.ReactElement {
  const targets = [
    { y: 22, action: labels.install, title: labels.clusters, detail: '' },
    { y: 92, action: labels.upgrade, title: labels.customer, detail: 'v1.0 → v2.0' },
    { y: 162, action: labels.export, title: labels.offline, detail: '.ram.tar.gz' },
  ];
  return (
    <Diagram
      width={480}
      height={290}
      label={labels.label}
    >
      {/* the source application */}
      <rect x="10" y="55" width="110" height="120" rx="12" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
      <text x="65" y="76" textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
        {labels.app}
      </text>
      <path d="M45 108 L85 108 M45 108 L45 146 M85 108 L85 146" stroke="var(--rb-color-accent)" strokeWidth="1.5" />
      {[
        [30, 98],
        [70, 98],
        [30, 136],
        [70, 136],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="30" height="20" rx="4" fill="var(--rb-color-surface)" stroke="var(--rb-color-accent)" />
      ))}
      <text x="140" y="106" textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
        {labels.publish}
      </text>
      <Arrow d="M122 115h34" strokeWidth={2.5} />

      {/* the market with versioned templates */}
      <rect x="160" y="20" width="140" height="190" rx="14" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
      <text x="230" y="44" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--rb-color-primary)">
        {labels.market}
      </text>
      {['v2.0', 'v1.0'].map((version, index) => (
        <g key={version}>
          <rect x="176" y={60 + index * 62} width="108" height="50" rx="8" fill={index === 0 ? 'var(--rb-color-primary)' : 'var(--rb-color-surface)'} stroke="var(--rb-color-primary)" />
          <text x="230" y={80 + index * 62} textAnchor="middle" fontSize="11" fill={index === 0 ? 'var(--rb-color-onPrimary)' : 'var(--rb-color-text)'}>
            {labels.template}
          </text>
          <text x="230" y={98 + index * 62} textAnchor="middle" fontSize="12" fontWeight="700" fill={index === 0 ? 'var(--rb-color-onPrimary)' : 'var(--rb-color-text)'}>
            {version}
          </text>
        </g>
      ))}

      {/* targets */}
      {targets.map(({ y, action, title, detail }) => (
        <g key={title}>
          <text x="320" y={y + 19} textAnchor="middle" fontSize="9" fill="var(--rb-color-textMuted)">
            {action}
          </text>
          <Arrow d={`M302 ${y + 28}h34`} />
          <rect x="340" y={y} width="130" height="56" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
          <text x="405" y={detail === '' ? y + 32 : y + 24} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
            {title}
          </text>
          {detail !== '' && (
            <text x="405" y={y + 42} textAnchor="middle" fontSize="10" fontFamily="monospace" fill="var(--rb-color-textMuted)">
              {detail}
            </text>
          )}
        </g>
      ))}

      {/* the public store */}
      <Arrow d="M230 242 V214" />
      <rect x="150" y="244" width="160" height="38" rx="19" fill="var(--rb-color-primary)" />
      <text x="230" y="268" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--rb-color-onPrimary)">
        hub.grapps.cn · 500+
      </text>
    </Diagram>
  );
}
