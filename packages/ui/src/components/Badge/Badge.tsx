import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { badge, type BadgeTone } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A border instead of a fill, for tags listed next to each other. */
  outline?: boolean;
}

/** A short label: a status, a category or a tag. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone, outline, className, ...rest }, ref) {
  return <span ref={ref} className={clsx(badge({ tone, outline }), className)} {...rest} />;
});

export type { BadgeTone };
