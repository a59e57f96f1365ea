import type { SVGProps } from 'react';
import { clsx } from 'clsx';
import { iconPaths, type IconName } from './paths';
import * as styles from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  /** An accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string;
}

export function Icon({ name, size = 20, title, className, ...rest }: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={clsx(styles.icon, className)}
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      aria-label={labelled ? title : undefined}
      focusable="false"
      {...rest}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
