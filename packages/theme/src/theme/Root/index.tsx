import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { LinkProvider, type LinkProps } from '@rainbond/ui';
import SupportDialog from '@theme/SupportDialog';
import '@rainbond/ui/styles.css';

/** The ui kit's links route through Docusaurus (client-side navigation, base URL, broken-link checks). */
function DocusaurusLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

/** Above every page and never unmounted: provides the link component and hosts the support dialog. */
export default function Root({ children }: { children: ReactNode }): React.ReactElement {
  return (
    <LinkProvider value={DocusaurusLink}>
      {children}
      <SupportDialog />
    </LinkProvider>
  );
}
