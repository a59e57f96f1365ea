import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './StepList.css';

export interface Step {
  title: string;
  description: ReactNode;
}

export interface StepListProps {
  steps: readonly Step[];
  /** Names the list for assistive technology, e.g. "Steps of a one-click install". */
  label?: string;
  /** The heading level of the step titles, so that the outline of the page stays correct. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/** Numbered steps joined by a line, each with a short title and a sentence or two. */
export function StepList({ steps, label, headingLevel: Heading = 'h3', className }: StepListProps) {
  return (
    <ol className={clsx(styles.steps, className)} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <Heading className={styles.title}>{step.title}</Heading>
            <p className={styles.text}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
