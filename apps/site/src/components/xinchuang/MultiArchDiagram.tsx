import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { MultiArchDiagramLabels } from './content';

interface Box {
  x: number;
  y: number;
  label: string;
}

/**
 * One console over mixed-architecture compute: a cluster whose nodes are x86_64 and arm64, with
 * components on both sides calling each other, a separate arm64 cluster joined through
 * multi-cluster management, and app templates that record the architecture of every component.
 */
export default function MultiArchDiagram({ labels }: { labels: MultiArchDiagramLabels }): React.ReactElement {
  const x86Components: Box[] = [
    { x: 34, y: 128, label: labels.backend },
    { x: 34, y: 188, label: labels.database },
  ];
  const armComponents: Box[] = [
    { x: 210, y: 128, label: labels.frontend },
    { x: 210, y: 188, label: labels.core },
  ];
  const componentWidth = 136;
  const componentHeight = 36;

  return (
    <Diagram
      width={520}
      height={340}
      label={labels.label}
    >
      {/* the console */}
      <rect x="10" y="10" width="500" height="40" rx="10" fill="var(--rb-color-primary)" />
      <text x="260" y="35" textAnchor="middle" fontSize="14" fontWeight="700" fill="var(--rb-color-onPrimary)">
        {labels.console}
      </text>
      <Arrow d="M190 50v18" color="var(--rb-color-primary)" />
      <Arrow d="M447 50v18" color="var(--rb-color-primary)" />

      {/* the mixed cluster */}
      <rect x="10" y="70" width="360" height="176" rx="14" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
      <text x="24" y="90" fontSize="12" fontWeight="700" fill="var(--rb-color-primaryHover)">
        {labels.mixedCluster}
      </text>
      <rect x="22" y="98" width="160" height="138" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
      <text x="102" y="116" textAnchor="middle" fontSize="11" fontFamily="monospace" fill="var(--rb-color-textMuted)">
        {labels.x86Nodes}
      </text>
      <rect x="198" y="98" width="160" height="138" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-accent)" />
      <text x="278" y="116" textAnchor="middle" fontSize="11" fontFamily="monospace" fill="var(--rb-color-accentText)">
        {labels.armNodes}
      </text>

      {[
        ...x86Components.map((box) => ({ ...box, fill: 'var(--rb-color-backgroundAlt)', stroke: 'var(--rb-color-borderStrong)' })),
        ...armComponents.map((box) => ({ ...box, fill: 'var(--rb-color-accentSoft)', stroke: 'var(--rb-color-accent)' })),
      ].map((box) => (
        <g key={box.label}>
          <rect x={box.x} y={box.y} width={componentWidth} height={componentHeight} rx="8" fill={box.fill} stroke={box.stroke} />
          <text x={box.x + componentWidth / 2} y={box.y + 23} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
            {box.label}
          </text>
        </g>
      ))}
      {/* cross-architecture calls */}
      <Arrow d="M208 146H172" strokeDasharray="5 3" />
      <Arrow d="M208 206H172" strokeDasharray="5 3" />
      <Arrow d="M102 164v22" color="var(--rb-color-borderStrong)" />

      {/* a separate arm64 cluster */}
      <rect x="384" y="70" width="126" height="176" rx="14" fill="var(--rb-color-surface)" stroke="var(--rb-color-accent)" />
      <text x="447" y="90" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--rb-color-accentText)">
        {labels.armCluster}
      </text>
      {[0, 1, 2].map((slot) => (
        <g key={slot}>
          <rect x="400" y={106 + slot * 44} width="94" height="32" rx="8" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
          <text x="447" y={127 + slot * 44} textAnchor="middle" fontSize="11" fontFamily="monospace" fill="var(--rb-color-text)">
            arm64
          </text>
        </g>
      ))}

      {/* app templates */}
      <Arrow d="M190 290v-42" />
      <Arrow d="M447 290v-42" />
      <text x="200" y="274" fontSize="11" fill="var(--rb-color-textMuted)">
        {labels.install}
      </text>
      <rect x="10" y="290" width="500" height="44" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-primary)" strokeDasharray="6 4" />
      <text x="260" y="317" textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
        {labels.template}
      </text>
    </Diagram>
  );
}
