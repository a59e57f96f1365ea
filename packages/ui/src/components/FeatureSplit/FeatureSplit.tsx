import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './FeatureSplit.css';

export interface FeatureSplitProps {
  title: ReactNode;
  description?: ReactNode;
  /** Short points listed under the description. */
  points?: readonly ReactNode[];
  /** An illustration or diagram beside the text. */
  media: ReactNode;
  /** Media on the left instead of the right (desktop only), to alternate bands. */
  reverse?: boolean;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** One feature explained beside its illustration. */
export function FeatureSplit({ title, description, points, media, reverse = false, action, headingLevel: Heading = 'h3' }: FeatureSplitProps) {
  return (
    <div className={clsx(styles.split, reverse && styles.reversed)}>
      <div className={clsx(styles.cell, styles.copy)}>
        <Heading className={styles.title}>{title}</Heading>
        {description !== undefined && <p className={styles.description}>{description}</p>}
        {points !== undefined && points.length > 0 && (
          <ul className={styles.points}>
            {points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        )}
        {action}
      </div>
      <div className={clsx(styles.cell, styles.media)}>{media}</div>
    </div>
  );
}
