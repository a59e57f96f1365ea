import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { DiagramLabels } from './content';

/**
 * The DevOps flow: a push reaches Rainbond through a webhook, is detected, built and deployed to
 * the environments; every build is a version one can roll back to; existing tools plug in.
 */
export default function DevOpsDiagram({ labels }: { labels: DiagramLabels<'devops'> }): React.ReactElement {
  const steps = [
    labels.detect,
    labels.build,
    labels.deploy,
  ];
  const environments = [
    labels.dev,
    labels.test,
    labels.prod,
  ];
  const tools = ['Jenkins', 'SonarQube', 'Nexus'];
  return (
    <Diagram
      width={480}
      height={280}
      label={labels.label}
    >
      {/* source */}
      <rect x="10" y="30" width="90" height="48" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
      <text x="55" y="59" textAnchor="middle" fontSize="13" fontFamily="monospace" fill="var(--rb-color-text)">
        git push
      </text>
      <text x="124" y="44" textAnchor="middle" fontSize="10" fill="var(--rb-color-textMuted)">
        Webhook
      </text>
      <Arrow d="M102 54h44" strokeWidth={2.5} />

      {/* the platform */}
      <rect x="150" y="10" width="320" height="90" rx="14" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
      <text x="164" y="30" fontSize="12" fontWeight="700" fill="var(--rb-color-primary)">
        Rainbond
      </text>
      {steps.map((step, index) => {
        const x = 164 + index * 102;
        return (
          <g key={step}>
            <rect x={x} y="42" width="88" height="40" rx="8" fill="var(--rb-color-primary)" />
            <text x={x + 44} y="67" textAnchor="middle" fontSize="13" fill="var(--rb-color-onPrimary)">
              {step}
            </text>
            {index < steps.length - 1 && <Arrow d={`M${x + 89} 62h12`} />}
          </g>
        );
      })}

      {/* environments */}
      {environments.map((environment, index) => {
        const x = 150 + index * 112;
        return (
          <g key={environment}>
            <Arrow d={`M310 100 L${x + 48} 128`} />
            <rect x={x} y="130" width="96" height="56" rx="10" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
            <text x={x + 48} y="151" textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
              {environment}
            </text>
            {[0, 1].map((slot) => (
              <rect key={slot} x={x + 18 + slot * 32} y="160" width="28" height="14" rx="4" fill="var(--rb-color-surface)" stroke="var(--rb-color-accent)" />
            ))}
          </g>
        );
      })}

      {/* versions and rollback */}
      <text x="166" y="254" textAnchor="end" fontSize="11" fill="var(--rb-color-textMuted)">
        {labels.versions}
      </text>
      <line x1="170" y1="250" x2="460" y2="250" stroke="var(--rb-color-borderStrong)" strokeWidth="2" />
      {['v1', 'v2', 'v3'].map((version, index) => {
        const x = 210 + index * 100;
        return (
          <g key={version}>
            <circle cx={x} cy="250" r="7" fill={index === 2 ? 'var(--rb-color-primary)' : 'var(--rb-color-surface)'} stroke="var(--rb-color-primary)" strokeWidth="2" />
            <text x={x} y="273" textAnchor="middle" fontSize="11" fill="var(--rb-color-text)">
              {version}
            </text>
          </g>
        );
      })}
      <Arrow d="M404 242 Q 360 204 318 240" dashed />
      <text x="361" y="212" textAnchor="middle" fontSize="11" fill="var(--rb-color-text)">
        {labels.rollback}
      </text>

      {/* existing tools */}
      {tools.map((tool, index) => {
        const y = 120 + index * 44;
        return (
          <g key={tool}>
            <line x1="110" y1={y + 17} x2="150" y2="92" stroke="var(--rb-color-borderStrong)" strokeDasharray="4 4" strokeWidth="1.5" />
            <rect x="10" y={y} width="100" height="34" rx="8" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
            <text x="60" y={y + 22} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
              {tool}
            </text>
          </g>
        );
      })}
    </Diagram>
  );
}
