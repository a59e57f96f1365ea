import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { DiagramLabels } from './content';

/**
 * Multi-cluster management: one console above clusters on premises, in public clouds and at the
 * edge, each running the Rainbond cluster agent and applications; an application moves between
 * clusters.
 */
export default function MultiClusterDiagram({ labels }: { labels: DiagramLabels<'multi-cluster'> }): React.ReactElement {
  const clusters = [
    { title: labels.onprem, detail: 'Kubernetes' },
    { title: labels.cloud, detail: 'ACK · CCE · TKE' },
    { title: labels.edge, detail: 'K3s · KubeEdge' },
  ];
  const agent = labels.agent;
  return (
    <Diagram
      width={480}
      height={290}
      label={labels.label}
    >
      <rect x="130" y="8" width="220" height="50" rx="12" fill="var(--rb-color-primary)" />
      <text x="240" y="38" textAnchor="middle" fontSize="14" fontWeight="700" fill="var(--rb-color-onPrimary)">
        {labels.console}
      </text>

      {clusters.map(({ title, detail }, index) => {
        const x = 10 + index * 160;
        return (
          <g key={title}>
            <Arrow d={`M240 58 L${x + 70} 92`} />
            <rect x={x} y="96" width="140" height="150" rx="12" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
            <text x={x + 70} y="118" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--rb-color-text)">
              {title}
            </text>
            <text x={x + 70} y="134" textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
              {detail}
            </text>
            <rect x={x + 10} y="144" width="120" height="26" rx="6" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
            <text x={x + 70} y="161" textAnchor="middle" fontSize="11" fill="var(--rb-color-text)">
              {agent}
            </text>
            {[0, 1].map((slot) => {
              const ax = x + 10 + slot * 64;
              const ghost = index === 1 && slot === 1;
              return (
                <g key={slot}>
                  <rect
                    x={ax}
                    y="182"
                    width="56"
                    height="50"
                    rx="8"
                    fill={ghost ? 'none' : 'var(--rb-color-accentSoft)'}
                    stroke="var(--rb-color-accent)"
                    strokeDasharray={ghost ? '4 3' : undefined}
                  />
                  {[0, 1, 2].map((block) => (
                    <rect
                      key={block}
                      x={ax + 8 + (block % 2) * 22}
                      y={188 + Math.floor(block / 2) * 20}
                      width="18"
                      height="14"
                      rx="3"
                      fill={ghost ? 'none' : 'var(--rb-color-surface)'}
                      stroke="var(--rb-color-accent)"
                      strokeDasharray={ghost ? '3 3' : undefined}
                    />
                  ))}
                </g>
              );
            })}
          </g>
        );
      })}

      <Arrow d="M102 234 C 110 284, 230 284, 238 238" dashed />
      <text x="170" y="286" textAnchor="middle" fontSize="11" fill="var(--rb-color-text)">
        {labels.migrate}
      </text>
    </Diagram>
  );
}
