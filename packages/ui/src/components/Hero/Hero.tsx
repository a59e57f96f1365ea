import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Container } from '../Layout';
import * as styles from './Hero.css';

export interface HeroProps {
  /** A short line above the headline, e.g. the product category. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Calls to action, usually one primary and one secondary Button. */
  actions?: ReactNode;
  /** An install one-liner (a CommandBox) shown under the actions. */
  command?: ReactNode;
  /** An illustration or diagram beside the text on desktop, under it on phones. */
  media?: ReactNode;
  /** Centre the text when there is no media. */
  centered?: boolean;
  className?: string;
}

/** The first band of a marketing page: headline, subline, calls to action and an install command. */
export function Hero({ eyebrow, title, subtitle, actions, command, media, centered = false, className }: HeroProps) {
  return (
    <section className={clsx(styles.hero, className)}>
      <Container className={clsx(styles.layout, centered && styles.layoutCentered)}>
        <div className={clsx(styles.copy, centered && styles.copyCentered)}>
          {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
          {command}
        </div>
        {media !== undefined && <div className={styles.media}>{media}</div>}
      </Container>
    </section>
  );
}
