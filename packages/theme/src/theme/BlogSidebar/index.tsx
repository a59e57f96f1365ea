import React from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import type { Props } from '@theme/BlogSidebar';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';

/**
 * Like DocSidebar: the server-rendered desktop list of recent posts stays on mobile, where CSS
 * hides it, instead of being swapped out right after hydration; the mobile one only hands its
 * content to the navbar panel.
 */
export default function BlogSidebar({ sidebar }: Props): React.ReactElement | null {
  const windowSize = useWindowSize();
  if (!sidebar?.items.length) return null;
  return (
    <>
      <BlogSidebarDesktop sidebar={sidebar} />
      {windowSize === 'mobile' && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
