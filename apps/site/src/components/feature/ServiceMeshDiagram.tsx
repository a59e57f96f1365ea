import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { DiagramLabels } from './content';

/**
 * A small application topology: each component carries a proxy plugin (the mesh), dependencies
 * inject connection variables, and further plugins can be attached on demand.
 */
export default function ServiceMeshDiagram({ labels }: { labels: DiagramLabels<'service-mesh'> }): React.ReactElement {
  const nodes = [
    { key: 'web', x: 10, y: 95, label: 'Web' },
    { key: 'order', x: 180, y: 25, label: labels.order },
    { key: 'user', x: 180, y: 165, label: labels.user },
    { key: 'db', x: 350, y: 95, label: 'MySQL' },
  ];
  const edges = ['M130 112 C 155 112, 150 50, 177 50', 'M130 128 C 155 128, 150 190, 177 190', 'M300 50 C 325 50, 320 112, 347 112', 'M300 190 C 325 190, 320 128, 347 128'];
  const plugins = [
    { label: 'Service Mesh', filled: true },
    { label: labels.apm, filled: false },
    { label: labels.logs, filled: false },
    { label: labels.tracing, filled: false },
  ];
  return (
    <Diagram
      width={480}
      height={280}
      label={labels.label}
    >
      {edges.map((d) => (
        <Arrow key={d} d={d} />
      ))}
      <text x="352" y="64" textAnchor="middle" fontSize="10" fontFamily="monospace" fill="var(--rb-color-textMuted)">
        MYSQL_HOST
      </text>

      {nodes.map(({ key, x, y, label }) => (
        <g key={key}>
          <rect x={x} y={y} width="120" height="50" rx="10" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
          <text x={x + 44} y={y + 30} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
            {label}
          </text>
          <rect x={x + 88} y={y + 10} width="24" height="30" rx="5" fill="var(--rb-color-primary)" />
          <circle cx={x + 100} cy={y + 19} r="3" fill="var(--rb-color-onPrimary)" />
          <circle cx={x + 100} cy={y + 31} r="3" fill="var(--rb-color-onPrimary)" />
          <line x1={x + 100} y1={y + 22} x2={x + 100} y2={y + 28} stroke="var(--rb-color-onPrimary)" strokeWidth="1.5" />
        </g>
      ))}

      <text x="10" y="232" fontSize="11" fill="var(--rb-color-textMuted)">
        {labels.plugins}
      </text>
      {plugins.map(({ label, filled }, index) => {
        const x = 10 + index * 116;
        return (
          <g key={label}>
            <rect
              x={x}
              y="240"
              width="104"
              height="30"
              rx="15"
              fill={filled ? 'var(--rb-color-primary)' : 'var(--rb-color-surface)'}
              stroke="var(--rb-color-primary)"
            />
            <text x={x + 52} y="259" textAnchor="middle" fontSize="11" fill={filled ? 'var(--rb-color-onPrimary)' : 'var(--rb-color-text)'}>
              {label}
            </text>
          </g>
        );
      })}
    </Diagram>
  );
}
