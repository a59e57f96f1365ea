import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { card } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `article` for a self-contained item, `li` inside a list. */
  as?: ElementType;
  padding?: 'sm' | 'md' | 'lg';
  elevated?: boolean;
  /** Hover and focus-within styles, for cards that hold a link. */
  interactive?: boolean;
}

export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'div', padding, elevated, interactive, className, ...rest },
  ref,
) {
  return <Element ref={ref} className={clsx(card({ padding, elevated, interactive }), className)} {...rest} />;
});
