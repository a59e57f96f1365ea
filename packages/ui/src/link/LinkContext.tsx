import { createContext, createElement, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The element the kit renders for links; a host app passes its router's link (e.g. Docusaurus's). */
export type LinkComponent = ComponentType<LinkProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** Makes every link inside it use `component`, so client-side routing works in the host app. */
export const LinkProvider = LinkContext.Provider;

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** True for absolute http(s) URLs; those open in a new tab with rel="noopener noreferrer". */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//.test(href);
}

export interface SmartLinkProps extends LinkProps {
  /** Load the page from the server instead of routing on the client (e.g. to another locale's build). */
  reloadDocument?: boolean;
}

/** A link that uses the host app's link component for internal paths and a new tab for URLs. */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, reloadDocument, ...rest }, ref) {
  const Link = useLinkComponent();
  if (isExternalUrl(href)) {
    return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
  }
  if (reloadDocument === true) {
    return <a ref={ref} href={href} {...rest} />;
  }
  // The component comes from context and is stable, so createElement (not a component made in render).
  return createElement(Link, { href, ...rest });
});
