import React from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useHideableNavbar } from '@docusaurus/theme-common/internal';
import { SiteHeader } from '@rainbond/ui';
import SearchBar from '@theme/SearchBar';
import type { RainbondThemeConfig } from '../../theme-config';
import { marketingNavItems, mobileMenuContent, type NavbarConfigItem } from '../../client/navbar-items';
import { useNavbarContext } from '../../client/use-navbar-context';
import styles from './styles.module.css';

/**
 * The header of marketing pages: the navbar's items from `themeConfig.navbar` on desktop, the
 * `themeConfig.mobileMenu` items in the drawer below 996 px, hidden on scroll down when
 * `navbar.hideOnScroll` is set. A spacer keeps the page content 6rem below the top.
 */
export default function MarketingHeader(): React.ReactElement {
  const themeConfig = useThemeConfig();
  const { mobileMenu } = themeConfig as unknown as RainbondThemeConfig;
  const { items, logo, title = '', hideOnScroll } = themeConfig.navbar;
  const context = useNavbarContext();
  const { pathname } = useLocation();
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  const logoSrc = useBaseUrl(logo?.src ?? '');
  const homeHref = logo?.href ?? '/';

  const desktop = marketingNavItems(items as NavbarConfigItem[], context);
  const mobileSource = (mobileMenu.items.length > 0 ? mobileMenu.items : items) as NavbarConfigItem[];
  const mobile = mobileMenuContent(mobileSource, context, {
    languages: translate({ id: 'theme.rainbond.mobileMenu.languages', message: 'Languages', description: 'Title of the locale links in the mobile menu' }),
    versions: translate({ id: 'theme.rainbond.mobileMenu.versions', message: 'Versions', description: 'Title of the docs version links in the mobile menu' }),
  });

  return (
    <>
      <SiteHeader
        ref={navbarRef}
        brand={{
          href: homeHref,
          name: title,
          logo: (
            <>
              {logo?.src !== undefined && <img src={logoSrc} alt="" width={logo.width ?? 32} height={logo.height ?? 32} />}
              <span>{title}</span>
            </>
          ),
        }}
        items={desktop.start}
        endItems={desktop.end}
        endContent={<SearchBar />}
        mobileItems={mobile.items}
        mobileSections={mobile.sections}
        hidden={hideOnScroll && !isNavbarVisible}
        currentPath={pathname}
        navLabel={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main', description: 'The ARIA label for the main navigation' })}
        openMenuLabel={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Toggle navigation bar', description: 'The ARIA label for hamburger menu button of mobile navigation' })}
        closeMenuLabel={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar', description: 'The ARIA label for close button of mobile sidebar' })}
      />
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
