import React, { isValidElement, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic code block, without its remount after hydration when it is not needed. The classic
 * theme re-creates every block once the page hydrates, because the server always renders the
 * light Prism theme and a dark one may apply. With no `prism.darkTheme` configured the styles
 * cannot change, and the remount only blocks the main thread (tens of milliseconds on a docs
 * page with a few blocks on a mid-range phone).
 */
export default function CodeBlock({ children: rawChildren, ...props }: Props): React.ReactElement {
  const { prism } = useThemeConfig();
  const isBrowser = useIsBrowser();
  const children = maybeStringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  const remountKey = prism.darkTheme ? String(isBrowser) : undefined;
  return (
    <Content key={remountKey} {...props}>
      {children as string}
    </Content>
  );
}
