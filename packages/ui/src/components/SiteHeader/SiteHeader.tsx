import { forwardRef, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Container } from '../Layout';
import { SmartLink } from '../../link/LinkContext';
import { MobileMenu } from './MobileMenu';
import { NavDropdownMenu } from './NavDropdownMenu';
import { isDropdown, type MobileMenuSection, type NavItem } from './types';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  brand: { href: string; logo: ReactNode; name: string };
  /** Desktop navigation, left to right. */
  items: readonly NavItem[];
  /** Desktop navigation at the right end: locale and version menus, icon links. */
  endItems?: readonly NavItem[];
  /** Anything else at the right end on desktop, e.g. a search button or a call to action. */
  endContent?: ReactNode;
  /** The mobile menu's items; the desktop items when absent. */
  mobileItems?: readonly NavItem[];
  /** Extra titled groups at the end of the mobile menu ("Languages", "Versions"). */
  mobileSections?: readonly MobileMenuSection[];
  navLabel?: string;
  openMenuLabel?: string;
  closeMenuLabel?: string;
  /** Slides the header out of view (hide on scroll down). */
  hidden?: boolean;
  /** The current path, marked with aria-current="page". */
  currentPath?: string;
}

/** The marketing header: fixed at the top, full navigation on desktop, a drawer menu below 996 px. */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
  brand,
  items,
  endItems = [],
  endContent,
  mobileItems,
  mobileSections,
  navLabel = 'Main',
  openMenuLabel = 'Menu',
  closeMenuLabel = 'Close menu',
  hidden = false,
  currentPath,
  },
  ref,
) {
  const renderItems = (list: readonly NavItem[]) =>
    list.map((item, index) =>
      isDropdown(item) ? (
        <NavDropdownMenu key={index} item={item} currentPath={currentPath} />
      ) : (
        <li key={index}>
          <SmartLink
            className={clsx(styles.navLink, item.className)}
            href={item.href}
            reloadDocument={item.reloadDocument}
            aria-label={item.ariaLabel}
            aria-current={item.href === currentPath ? 'page' : undefined}
          >
            {item.label}
          </SmartLink>
        </li>
      ),
    );
  return (
    <header ref={ref} className={clsx(styles.header, hidden && styles.hidden)}>
      <Container className={styles.bar}>
        <SmartLink className={styles.brand} href={brand.href} aria-label={brand.name}>
          {brand.logo}
        </SmartLink>
        <nav aria-label={navLabel} className={clsx(styles.desktopOnly, styles.nav)}>
          <ul className={styles.navList}>{renderItems(items)}</ul>
          {(endItems.length > 0 || endContent !== undefined) && (
            <div className={styles.end}>
              <ul className={styles.navList}>{renderItems(endItems)}</ul>
              {endContent}
            </div>
          )}
        </nav>
        <div className={styles.mobileOnly} style={{ marginLeft: 'auto' }}>
          <MobileMenu
            items={mobileItems ?? items}
            sections={mobileSections}
            openLabel={openMenuLabel}
            closeLabel={closeMenuLabel}
            currentPath={currentPath}
          />
        </div>
      </Container>
    </header>
  );
});
