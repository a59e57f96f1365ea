import React, { lazy, Suspense } from 'react';
import NavbarInit from '@theme-init/Navbar';
import { loadMarketingHeader } from '../../client/marketing-header';
import { useHeaderVariant } from '../../client/use-header-variant';

const MarketingHeader = lazy(loadMarketingHeader);

/**
 * Docs-like pages keep the classic docs navbar; every other page gets the marketing header. The
 * marketing header is loaded on demand; while it loads during hydration, the server's HTML of it
 * stays on screen.
 */
export default function Navbar(): React.ReactElement {
  return useHeaderVariant() === 'docs' ? (
    <NavbarInit />
  ) : (
    <Suspense fallback={null}>
      <MarketingHeader />
    </Suspense>
  );
}
