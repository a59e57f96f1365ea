export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export type { NavItem, NavLink, NavDropdown, MobileMenuSection } from './types';
