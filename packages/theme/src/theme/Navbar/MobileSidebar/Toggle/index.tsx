import React from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import { markMobileSidebarIntent } from '../../../../client/mobile-sidebar-intent';

/**
 * The classic menu button, which also lets the panel be drawn as soon as the reader points at,
 * focuses or presses it (a wrapper element would break the classic `display: inherit` rule).
 */
export default function MobileSidebarToggle(): React.ReactElement {
  const { toggle, shown } = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      onPointerOver={markMobileSidebarIntent}
      onPointerDown={markMobileSidebarIntent}
      onFocus={markMobileSidebarIntent}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button"
    >
      <IconMenu />
    </button>
  );
}
