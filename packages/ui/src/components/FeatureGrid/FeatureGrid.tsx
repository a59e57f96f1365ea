import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Grid } from '../Layout';
import { SmartLink } from '../../link/LinkContext';
import * as styles from './FeatureGrid.css';

export interface Feature {
  title: ReactNode;
  description: ReactNode;
  /** A small icon or pictogram shown above the title. */
  icon?: ReactNode;
  /** Where the feature is explained; shown as a link with `linkLabel`. */
  href?: string;
  linkLabel?: ReactNode;
}

export interface FeatureGridProps {
  features: readonly Feature[];
  /** Columns on desktop (phones show one, tablets two). */
  columns?: 2 | 3 | 4;
  /** Heading level of the feature titles, so that the outline of the page stays correct. */
  headingLevel?: 'h3' | 'h4';
}

/** A list of features as cards: icon, title, description and an optional link. */
export function FeatureGrid({ features, columns = 3, headingLevel: Heading = 'h3' }: FeatureGridProps) {
  return (
    <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: columns }}>
      {features.map((feature, index) => (
        <Card as="li" key={index} className={styles.item} interactive={feature.href !== undefined}>
          {feature.icon !== undefined && <span className={styles.iconBox}>{feature.icon}</span>}
          <Heading className={styles.title}>{feature.title}</Heading>
          <p className={styles.description}>{feature.description}</p>
          {feature.href !== undefined && (
            <SmartLink className={styles.link} href={feature.href}>
              {feature.linkLabel ?? feature.title}
            </SmartLink>
          )}
        </Card>
      ))}
    </Grid>
  );
}
