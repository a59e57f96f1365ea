import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { StoreDiagramLabels } from './content';

const TILES = ['MySQL', 'Redis', 'Nacos', 'GitLab', 'Grafana', 'MinIO'] as const;

/** The points of a hexagon (Rainbond draws components as hexagons in the app topology). */
function hexagon(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index + Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/**
 * One-click install from the open-source app store: apps in hub.grapps.cn are installed into a team's
 * application in Rainbond, where their components appear in the topology and start in order.
 */
export default function StoreDiagram({ labels }: { labels: StoreDiagramLabels }): React.ReactElement {
  const steps = [
    labels.pick,
    labels.target,
    labels.start,
  ];
  const nodes = [
    { x: 360, y: 104, label: 'web' },
    { x: 322, y: 168, label: 'api' },
    { x: 404, y: 168, label: 'db' },
  ];
  return (
    <Diagram
      width={480}
      height={300}
      label={labels.label}
    >
      {/* the store */}
      <rect x="10" y="20" width="190" height="190" rx="14" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
      <text x="105" y="46" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--rb-color-primary)">
        hub.grapps.cn
      </text>
      <text x="105" y="64" textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
        {labels.store}
      </text>
      {TILES.map((name, index) => {
        const column = index % 2;
        const row = Math.floor(index / 2);
        const x = 26 + column * 82;
        const y = 78 + row * 42;
        return (
          <g key={name}>
            <rect x={x} y={y} width="76" height="34" rx="7" fill="var(--rb-color-surface)" stroke="var(--rb-color-primary)" />
            <text x={x + 38} y={y + 21} textAnchor="middle" fontSize="11" fill="var(--rb-color-text)">
              {name}
            </text>
          </g>
        );
      })}

      {/* install */}
      <text x="240" y="104" textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
        {labels.install}
      </text>
      <Arrow d="M204 115h66" strokeWidth={2.5} />

      {/* Rainbond: a team's application with its topology */}
      <rect x="276" y="20" width="194" height="190" rx="14" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
      <text x="373" y="46" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--rb-color-text)">
        Rainbond
      </text>
      <text x="373" y="64" textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
        {labels.topology}
      </text>
      <path d="M360 104 L322 168 M360 104 L404 168 M322 168 L404 168" stroke="var(--rb-color-accent)" strokeWidth="1.5" strokeDasharray="4 3" />
      {nodes.map((node) => (
        <g key={node.label}>
          <polygon points={hexagon(node.x, node.y, 24)} fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" strokeWidth="1.5" />
          <text x={node.x} y={node.y + 4} textAnchor="middle" fontSize="11" fontFamily="monospace" fill="var(--rb-color-text)">
            {node.label}
          </text>
        </g>
      ))}

      {/* the three steps */}
      {steps.map((step, index) => {
        const x = 10 + index * 160;
        return (
          <g key={step}>
            <rect x={x} y="238" width="140" height="44" rx="22" fill={index === 2 ? 'var(--rb-color-primary)' : 'var(--rb-color-surface)'} stroke="var(--rb-color-primary)" />
            <text x={x + 70} y="265" textAnchor="middle" fontSize="12" fill={index === 2 ? 'var(--rb-color-onPrimary)' : 'var(--rb-color-text)'}>
              {`${index + 1}. ${step}`}
            </text>
            {index < 2 && <Arrow d={`M${x + 142} 260h14`} />}
          </g>
        );
      })}
    </Diagram>
  );
}
