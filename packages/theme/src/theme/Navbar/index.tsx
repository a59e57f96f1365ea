import React, { createElement, lazy, Suspense } from 'react';
import NavbarInit from '@theme-init/Navbar';
import { loadedMarketingHeader, loadMarketingHeader } from '../../client/marketing-header';
import { useHeaderVariant } from '../../client/use-header-variant';

const LazyMarketingHeader = lazy(loadMarketingHeader);

/** The marketing header, drawn at once when its chunk is there; otherwise it suspends. */
function MarketingHeaderSlot(): React.ReactElement {
  // One component for the life of the page (the module's default export), not one per render.
  const loaded = loadedMarketingHeader();
  // The boundary is always there, so the server's markup and the client's tree match.
  return <Suspense fallback={null}>{loaded ? createElement(loaded) : <LazyMarketingHeader />}</Suspense>;
}

/** Docs-like pages keep the classic docs navbar; every other page gets the marketing header. */
export default function Navbar(): React.ReactElement {
  return useHeaderVariant() === 'docs' ? <NavbarInit /> : <MarketingHeaderSlot />;
}
