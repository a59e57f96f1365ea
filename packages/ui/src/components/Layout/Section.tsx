import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useRegisterAnchor } from '../../link/AnchorContext';
import { Container } from './Container';
import * as styles from './Layout.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Bands alternate `default` and `alt`; `inverse` is the dark band for calls to action. */
  tone?: 'default' | 'alt' | 'inverse';
  /** The band's heading (an h2); it also names the section for assistive technology. */
  title?: ReactNode;
  intro?: ReactNode;
  centered?: boolean;
  children?: ReactNode;
}

/** A full-width page band with a centred container: one idea per band. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { tone, title, intro, centered, className, children, ...rest },
  ref,
) {
  const headingId = useId();
  useRegisterAnchor(rest.id);
  return (
    <section
      ref={ref}
      aria-labelledby={title === undefined ? undefined : headingId}
      className={clsx(styles.section({ tone }), className)}
      {...rest}
    >
      <Container>
        {title !== undefined && (
          <header className={clsx(styles.sectionHeader, centered && styles.sectionHeaderCentered)}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {title}
            </h2>
            {intro !== undefined && <p className={styles.sectionIntro}>{intro}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
});
