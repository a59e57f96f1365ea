import type { ReactNode } from 'react';
import { Card } from '../Card';
import * as styles from './QuoteCard.css';

export interface QuoteCardProps {
  quote: ReactNode;
  author: ReactNode;
  /** Job title and organisation. */
  role?: ReactNode;
}

/** A customer's words with who said them, as a figure with a caption. */
export function QuoteCard({ quote, author, role }: QuoteCardProps) {
  return (
    <Card as="figure" className={styles.figure}>
      <blockquote className={styles.quote}>{quote}</blockquote>
      <figcaption className={styles.caption}>
        <cite className={styles.author}>{author}</cite>
        {role !== undefined && <span>{role}</span>}
      </figcaption>
    </Card>
  );
}
