import React from 'react';
import NavbarInit from '@theme-init/Navbar';
import MarketingHeader from '@theme/MarketingHeader';
import { useHeaderVariant } from '../../client/use-header-variant';

/** Docs-like pages keep the classic docs navbar; every other page gets the marketing header. */
export default function Navbar(): React.ReactElement {
  return useHeaderVariant() === 'docs' ? <NavbarInit /> : <MarketingHeader />;
}
