import React from 'react';
import ToggleInit from '@theme-init/Navbar/MobileSidebar/Toggle';
import { markMobileSidebarIntent } from '../../../../client/mobile-sidebar-intent';

/** The classic menu button; pointing at, focusing or pressing it lets the panel be drawn. */
export default function MobileSidebarToggle(): React.ReactElement {
  return (
    <div style={{ display: 'contents' }} onPointerOver={markMobileSidebarIntent} onPointerDown={markMobileSidebarIntent} onFocus={markMobileSidebarIntent}>
      <ToggleInit />
    </div>
  );
}
