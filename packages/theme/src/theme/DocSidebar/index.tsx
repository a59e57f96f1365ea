import React from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocSidebar';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';

/**
 * The classic theme swaps the server-rendered desktop sidebar for the mobile one right after a
 * mobile page hydrates: one more render of the whole tree, blocking the main thread. CSS already
 * hides the desktop sidebar below the breakpoint, so it stays; the mobile one only hands its
 * content to the navbar panel.
 */
export default function DocSidebar(props: Props): React.ReactElement {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
