import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { SmartLink } from '../../link/LinkContext';
import type { Stat } from '../StatBand';
import * as styles from './CaseCard.css';

export interface CaseCardProps {
  /** The customer. */
  organisation: ReactNode;
  industry?: ReactNode;
  title: ReactNode;
  summary: ReactNode;
  href: string;
  /** Up to three outcomes, e.g. { value: '70%', label: 'less delivery time' }. */
  metrics?: readonly Stat[];
  headingLevel?: 'h2' | 'h3';
}

/** A case study teaser: customer, industry, headline, summary and outcomes; the whole card is a link. */
export function CaseCard({ organisation, industry, title, summary, href, metrics, headingLevel: Heading = 'h3' }: CaseCardProps) {
  return (
    <Card as="article" interactive className={styles.card}>
      <div className={styles.meta}>
        <p className={styles.organisation}>{organisation}</p>
        {industry !== undefined && <Badge tone="accent">{industry}</Badge>}
      </div>
      <Heading className={styles.title}>
        <SmartLink className={styles.titleLink} href={href}>
          {title}
        </SmartLink>
      </Heading>
      <p className={styles.summary}>{summary}</p>
      {metrics !== undefined && metrics.length > 0 && (
        <dl className={styles.metrics}>
          {metrics.slice(0, 3).map((metric, index) => (
            <div className={styles.metric} key={index}>
              <dt className={styles.metricLabel}>{metric.label}</dt>
              <dd className={styles.metricValue}>{metric.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
