import React, { useSyncExternalStore } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarInit from '@theme-init/Navbar/MobileSidebar';
import { hasMobileSidebarIntent, subscribeMobileSidebarIntent } from '../../../client/mobile-sidebar-intent';

/** The classic mobile panel, drawn only once the reader reaches for its toggle (or it is shown). */
export default function NavbarMobileSidebar(): React.ReactElement | null {
  const { shown } = useNavbarMobileSidebar();
  const intended = useSyncExternalStore(subscribeMobileSidebarIntent, hasMobileSidebarIntent, () => false);
  return intended || shown ? <NavbarMobileSidebarInit /> : null;
}
