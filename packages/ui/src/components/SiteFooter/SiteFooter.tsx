import type { CSSProperties, ReactNode } from 'react';
import { Container } from '../Layout';
import { SmartLink } from '../../link/LinkContext';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: ReactNode;
  href: string;
}

export interface FooterColumn {
  title: ReactNode;
  items: readonly FooterLink[];
}

export interface SiteFooterProps {
  logo?: ReactNode;
  tagline?: ReactNode;
  /** A call to action under the tagline, e.g. a "Star us" button. */
  action?: ReactNode;
  columns: readonly FooterColumn[];
  /** The copyright line, e.g. "© 2025 Company · filing number". */
  copyright: ReactNode;
  /** Links or badges beside the copyright line. */
  bottomLinks?: readonly FooterLink[];
  label?: string;
}

/** The site footer: brand, tagline and action on one side, link columns on the other, copyright below. */
export function SiteFooter({ logo, tagline, action, columns, copyright, bottomLinks = [], label = 'Footer' }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.about}>
            {logo !== undefined && <div className={styles.logo}>{logo}</div>}
            {tagline !== undefined && <p className={styles.tagline}>{tagline}</p>}
            {action}
          </div>
          <nav aria-label={label} className={styles.columns} style={{ '--rb-footer-columns': columns.length } as CSSProperties}>
            {columns.map((column, index) => (
              <div key={index}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink className={styles.link} href={item.href}>
                        {item.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p style={{ margin: 0 }}>{copyright}</p>
          {bottomLinks.length > 0 && (
            <div className={styles.bottomLinks}>
              {bottomLinks.map((item) => (
                <SmartLink key={item.href} className={styles.link} href={item.href}>
                  {item.label}
                </SmartLink>
              ))}
            </div>
          )}
        </div>
      </Container>
    </footer>
  );
}
