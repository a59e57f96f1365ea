import type { CSSProperties, ReactNode } from 'react';
import * as styles from './StatBand.css';

export interface Stat {
  value: ReactNode;
  label: ReactNode;
}

export interface StatBandProps {
  stats: readonly Stat[];
  /** Describes the figures as a group for assistive technology. */
  label?: string;
}

/** Key figures in a row (two per row on phones), as a description list. */
export function StatBand({ stats, label }: StatBandProps) {
  return (
    <dl className={styles.list} aria-label={label} style={{ '--rb-stat-count': stats.length } as CSSProperties}>
      {stats.map((stat, index) => (
        <div className={styles.stat} key={index}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
