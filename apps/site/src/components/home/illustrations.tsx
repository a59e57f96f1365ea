import React from 'react';
import { Arrow, Diagram } from '../diagram/Diagram';
import type { HomeContent } from './content';

/** Diagrams drawn for the home page; colours are the brand tokens, the words marketing/home.yml's `diagrams`. */

interface DiagramProps<Name extends keyof HomeContent['diagrams']> {
  /** The diagram's accessible name. */
  label: string;
  labels: HomeContent['diagrams'][Name];
}

export function SourceToAppDiagram({ label, labels }: DiagramProps<'sourceToApp'>): React.ReactElement {
  return (
    <Diagram width={420} height={240} label={label}>
      {[
        { y: 30, text: labels.git },
        { y: 100, text: labels.image },
        { y: 170, text: labels.package },
      ].map(({ y, text }) => (
        <g key={text}>
          <rect x="10" y={y} width="96" height="44" rx="10" fill="var(--rb-color-primarySoft)" stroke="var(--rb-color-primary)" />
          <text x="58" y={y + 27} textAnchor="middle" fontSize="14" fill="var(--rb-color-text)">
            {text}
          </text>
          <Arrow d={`M110 ${y + 22} C 150 ${y + 22}, 150 122, 168 122`} strokeWidth={2.5} />
        </g>
      ))}
      <rect x="172" y="86" width="104" height="72" rx="14" fill="var(--rb-color-primary)" />
      <text x="224" y="118" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        {labels.platform}
      </text>
      <text x="224" y="138" textAnchor="middle" fontSize="11" fill="#fff">
        {labels.stages}
      </text>
      <Arrow d="M280 122h40" strokeWidth={2.5} />
      <rect x="326" y="70" width="84" height="104" rx="12" fill="var(--rb-color-accentSoft)" stroke="var(--rb-color-accent)" />
      {[92, 118, 144].map((y) => (
        <rect key={y} x="340" y={y} width="56" height="18" rx="5" fill="var(--rb-color-surface)" stroke="var(--rb-color-accent)" />
      ))}
    </Diagram>
  );
}

export function IntegrationDiagram({ label, labels }: DiagramProps<'integration'>): React.ReactElement {
  const around = [
    { x: 20, y: 20, text: labels.kubernetes },
    { x: 300, y: 20, text: labels.registry },
    { x: 20, y: 180, text: labels.git },
    { x: 300, y: 180, text: labels.ci },
  ];
  return (
    <Diagram width={420} height={240} label={label}>
      {around.map(({ x, y, text }) => (
        <g key={text}>
          <line x1={x + 50} y1={y + 20} x2="210" y2="120" stroke="var(--rb-color-borderStrong)" strokeDasharray="5 5" strokeWidth="2" />
          <rect x={x} y={y} width="100" height="40" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)" />
          <text x={x + 50} y={y + 25} textAnchor="middle" fontSize="12" fill="var(--rb-color-text)">
            {text}
          </text>
        </g>
      ))}
      <circle cx="210" cy="120" r="52" fill="var(--rb-color-primary)" />
      <text x="210" y="125" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        {labels.platform}
      </text>
    </Diagram>
  );
}

export function ModulesDiagram({ label, labels }: DiagramProps<'modules'>): React.ReactElement {
  const blocks = [
    { x: 30, y: 30, w: 110, text: labels.web, fill: 'var(--rb-color-primarySoft)' },
    { x: 150, y: 30, w: 110, text: labels.api, fill: 'var(--rb-color-primarySoft)' },
    { x: 270, y: 30, w: 110, text: labels.auth, fill: 'var(--rb-color-accentSoft)' },
    { x: 30, y: 100, w: 170, text: labels.mysql, fill: 'var(--rb-color-accentSoft)' },
    { x: 210, y: 100, w: 170, text: labels.redis, fill: 'var(--rb-color-primarySoft)' },
  ];
  return (
    <Diagram width={410} height={200} label={label}>
      {blocks.map(({ x, y, w, text, fill }) => (
        <g key={text}>
          <rect x={x} y={y} width={w} height="56" rx="10" fill={fill} stroke="var(--rb-color-primary)" />
          <text x={x + w / 2} y={y + 33} textAnchor="middle" fontSize="14" fill="var(--rb-color-text)">
            {text}
          </text>
        </g>
      ))}
      <rect x="30" y="166" width="350" height="24" rx="6" fill="var(--rb-color-primary)" />
      <text x="205" y="183" textAnchor="middle" fontSize="12" fill="#fff">
        {labels.template}
      </text>
    </Diagram>
  );
}
