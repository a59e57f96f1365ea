import type { ReactNode } from 'react';
import * as styles from './Panel.css';

export interface PanelProps {
  title: ReactNode;
  /** The heading level, so the outline of the page stays correct (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3';
  intro?: ReactNode;
  /** Points shown as a list with ticks. */
  items?: readonly ReactNode[];
  /** A bordered box on a raised surface, or plain text beside other content. */
  boxed?: boolean;
  /** Anything after the points (a command, a link). */
  children?: ReactNode;
}

/** A titled block of a band: an intro, ticked points and whatever follows, boxed or plain. */
export function Panel({ title, headingLevel: Heading = 'h3', intro, items, boxed = false, children }: PanelProps) {
  return (
    <div className={boxed ? styles.boxed : styles.plain}>
      <Heading className={styles.title}>{title}</Heading>
      {intro !== undefined && <p className={styles.text}>{intro}</p>}
      {items !== undefined && (
        <ul className={styles.checkList}>
          {items.map((point, index) => (
            <li key={index} className={styles.checkItem}>
              {point}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
