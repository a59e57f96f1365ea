import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { AnchorRegistryProvider, LinkProvider, type LinkProps } from '@rainbond/ui';
import SupportDialog from '@theme/SupportDialog';
import '@rainbond/ui/styles.css';

/** The ui kit's links route through Docusaurus (client-side navigation, base URL, broken-link checks). */
function DocusaurusLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

/**
 * Above every page and never unmounted: provides the link component and the anchor registry (the
 * ids of the kit's bands count for the build's broken-anchor check) and hosts the support dialog.
 */
export default function Root({ children }: { children: ReactNode }): React.ReactElement {
  const { collectAnchor } = useBrokenLinks();
  return (
    <LinkProvider value={DocusaurusLink}>
      <AnchorRegistryProvider value={collectAnchor}>
        {children}
        <SupportDialog />
      </AnchorRegistryProvider>
    </LinkProvider>
  );
}
