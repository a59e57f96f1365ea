import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { DiagramLabels } from './content';

/**
 * Application operations: traffic passes the built-in gateway (routing rules, HTTPS) and is split
 * between the current version and a canary; instances scale out; terminal, logs and the audit
 * trail sit underneath.
 */
export default function AppOpsDiagram({ labels }: { labels: DiagramLabels<'app-ops'> }): React.ReactElement {
  const versions = [
    { y: 30, title: labels.current, share: '90%', instances: 3 },
    { y: 130, title: labels.canary, share: '10%', instances: 1 },
  ];
  const tools = [
    labels.scaling,
    labels.terminal,
    labels.logs,
    labels.audit,
  ];
  return (
    <Diagram
      width={480}
      height={280}
      label={labels.label}
      arrowSize={11}
    >
      <rect x="10" y="95" width="64" height="40" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
      <text x="42" y="120" textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
        {labels.users}
      </text>
      <Arrow d="M76 115h26" strokeWidth={2.5} />

      <rect x="106" y="45" width="124" height="140" rx="14" fill="var(--rb-color-primary)" />
      <text x="168" y="72" textAnchor="middle" fontSize="14" fontWeight="700" fill="var(--rb-color-onPrimary)">
        {labels.gateway}
      </text>
      {['Host · Path', 'Header · Cookie', 'HTTPS'].map((rule, index) => (
        <g key={rule}>
          <rect x="118" y={86 + index * 30} width="100" height="22" rx="11" fill="var(--rb-color-primarySoft)" />
          <text x="168" y={101 + index * 30} textAnchor="middle" fontSize="10" fill="var(--rb-color-text)">
            {rule}
          </text>
        </g>
      ))}

      {versions.map(({ y, title, share, instances }, index) => (
        <g key={title}>
          <Arrow d={`M232 ${index === 0 ? 100 : 130} C 252 ${index === 0 ? 100 : 130}, 250 ${y + 35}, 274 ${y + 35}`} strokeWidth={index === 0 ? 3 : 1.5} />
          <text x="254" y={index === 0 ? y + 24 : y + 62} textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
            {share}
          </text>
          <rect x="278" y={y} width="192" height="70" rx="12" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
          <text x="292" y={y + 22} fontSize="12" fill="var(--rb-color-text)">
            {title}
          </text>
          {Array.from({ length: instances }, (_, slot) => (
            <rect key={slot} x={292 + slot * 38} y={y + 34} width="30" height="22" rx="5" fill="var(--rb-color-surface)" stroke="var(--rb-color-accent)" />
          ))}
          {index === 0 && (
            <g>
              <rect x={292 + 3 * 38} y={y + 34} width="30" height="22" rx="5" fill="none" stroke="var(--rb-color-accent)" strokeDasharray="4 3" />
              <text x={292 + 3 * 38 + 15} y={y + 50} textAnchor="middle" fontSize="14" fill="var(--rb-color-accent)">
                +
              </text>
            </g>
          )}
        </g>
      ))}

      {tools.map((tool, index) => {
        const x = 10 + index * 117;
        return (
          <g key={tool}>
            <rect x={x} y="232" width="108" height="34" rx="17" fill="var(--rb-color-surface)" stroke="var(--rb-color-primary)" />
            <text x={x + 54} y="253" textAnchor="middle" fontSize="11" fill="var(--rb-color-text)">
              {tool}
            </text>
          </g>
        );
      })}
    </Diagram>
  );
}
