import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../Icon';
import { SmartLink } from '../../link/LinkContext';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { desktopMediaQuery } from '../../tokens';
import { isDropdown, type MobileMenuSection, type NavItem, type NavLink } from './types';
import * as styles from './SiteHeader.css';

export interface MobileMenuProps {
  items: readonly NavItem[];
  sections?: readonly MobileMenuSection[];
  openLabel: string;
  closeLabel: string;
  currentPath?: string;
}

/**
 * The hamburger menu below the desktop breakpoint: a modal drawer with focus trapped inside.
 * It closes on Escape, on the close button, on following a link, on history navigation (back),
 * and when the viewport grows to desktop width; focus then returns to the hamburger button.
 */
export function MobileMenu({ items, sections = [], openLabel, closeLabel, currentPath }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const drawerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(drawerRef, open, close);

  useEffect(() => {
    if (!open) return undefined;
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(desktopMediaQuery) : undefined;
    const onViewportChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    window.addEventListener('popstate', close);
    desktop?.addEventListener('change', onViewportChange);
    return () => {
      window.removeEventListener('popstate', close);
      desktop?.removeEventListener('change', onViewportChange);
    };
  }, [open, close]);

  const link = (item: NavLink) => (
    <SmartLink
      className={styles.drawerLink}
      href={item.href}
      reloadDocument={item.reloadDocument}
      aria-label={item.ariaLabel}
      aria-current={item.href === currentPath ? 'page' : undefined}
      onClick={close}
    >
      {item.label}
    </SmartLink>
  );

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
      </button>
      {open && (
        <>
          <div className={styles.drawerMask} onClick={close} aria-hidden="true" />
          <div ref={drawerRef} id={drawerId} className={styles.drawer} role="dialog" aria-modal="true" aria-label={openLabel}>
            <div className={styles.drawerTop}>
              <span />
              <button type="button" className={styles.menuButton} aria-label={closeLabel} onClick={close}>
                <Icon name="close" size={24} />
              </button>
            </div>
            <nav aria-label={openLabel}>
              <ul className={styles.drawerList}>
                {items.map((item, index) =>
                  isDropdown(item) ? (
                    <li key={index}>
                      <p className={styles.drawerSectionLabel}>{item.label}</p>
                      <ul className={styles.drawerGroup}>
                        {item.items.map((child) => (
                          <li key={child.href}>{link(child)}</li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={index}>{link(item)}</li>
                  ),
                )}
              </ul>
              {sections.map((section, index) => (
                <div key={index}>
                  <p className={styles.drawerSectionLabel}>{section.label}</p>
                  <ul className={styles.drawerList}>
                    {section.items.map((child) => (
                      <li key={child.href}>{link(child)}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </div>
        </>
      )}
    </>
  );
}
