import type { ReactNode } from 'react';
import * as styles from './LogoWall.css';

export interface LogoItem {
  /** The organisation's name: the accessible text, and what is shown when there is no mark. */
  name: string;
  /** A mark (an inline SVG or an <img> with alt="") drawn for the site; the name is used when absent. */
  mark?: ReactNode;
}

export interface LogoWallProps {
  logos: readonly LogoItem[];
  label?: string;
}

/** Organisations that use or partner with the product, as a wrapped row of tiles. */
export function LogoWall({ logos, label }: LogoWallProps) {
  return (
    <ul className={styles.wall} aria-label={label}>
      {logos.map((logo) => (
        <li className={styles.logo} key={logo.name} title={logo.name}>
          {logo.mark ?? logo.name}
        </li>
      ))}
    </ul>
  );
}
