import { forwardRef, type CSSProperties, type ElementType, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import * as styles from './Layout.css';

type Columns = 1 | 2 | 3 | 4 | 5 | 6;

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Columns on phones, tablets (≥ 640 px) and desktops (> 996 px). */
  columns?: { base?: Columns; tablet?: Columns; desktop?: Columns };
  /** `ul` renders a list (children should be `li`), the default is a `div`. */
  as?: ElementType;
}

export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { columns = {}, as: Element = 'div', className, style, ...rest },
  ref,
) {
  const columnVars = {
    '--rb-grid-base': columns.base ?? 1,
    '--rb-grid-tablet': columns.tablet ?? 2,
    '--rb-grid-desktop': columns.desktop ?? 3,
  } as CSSProperties;
  return (
    <Element
      ref={ref}
      className={clsx(styles.grid, Element === 'ul' && styles.gridReset, className)}
      style={{ ...columnVars, ...style }}
      {...rest}
    />
  );
});
