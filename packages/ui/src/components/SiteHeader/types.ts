import type { ReactNode } from 'react';

export interface NavLink {
  label: ReactNode;
  href: string;
  /** Extra classes, e.g. for an icon-only link drawn with CSS. */
  className?: string;
  /** The accessible name when the label is not text (icon-only links). */
  ariaLabel?: string;
  /** Load the page from the server instead of routing on the client (e.g. another locale). */
  reloadDocument?: boolean;
}

export interface NavDropdown {
  label: ReactNode;
  items: readonly NavLink[];
}

export type NavItem = NavLink | NavDropdown;

export function isDropdown(item: NavItem): item is NavDropdown {
  return 'items' in item;
}

/** A titled group of links in the mobile menu, e.g. "Languages" or "Versions". */
export interface MobileMenuSection {
  label: ReactNode;
  items: readonly NavLink[];
}
