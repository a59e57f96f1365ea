import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { container } from './Layout.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `wide` for page bands, `reading` for a column of prose about 72 characters wide. */
  width?: 'wide' | 'reading';
}

export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container({ width, className, ...rest }, ref) {
  return <div ref={ref} className={clsx(container({ width }), className)} {...rest} />;
});
