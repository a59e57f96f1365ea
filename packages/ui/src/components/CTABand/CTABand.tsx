import { useId, type ReactNode } from 'react';
import { Container } from '../Layout';
import * as styles from './CTABand.css';

export interface CTABandProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons; use the `inverse` and `secondary` variants on this dark band. */
  actions: ReactNode;
}

/** The closing call to action of a page, on a dark band. */
export function CTABand({ title, description, actions }: CTABandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <Container className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {description !== undefined && <p className={styles.description}>{description}</p>}
        <div className={styles.actions}>{actions}</div>
      </Container>
    </section>
  );
}
