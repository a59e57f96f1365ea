import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import type { RainbondThemeConfig } from '../theme-config';
import { headerVariantFor } from './header-variant';
import { loadMarketingHeader } from './marketing-header';

const { docsPathWords } = siteConfig.themeConfig as unknown as RainbondThemeConfig;

function loadHeaderFor(pathname: string): void {
  if (headerVariantFor(pathname, docsPathWords) === 'marketing') void loadMarketingHeader();
}

// With the main bundle, before hydration: a marketing page's header chunk loads in parallel with
// the page's own chunks instead of once React reaches the header.
if (typeof window !== 'undefined') loadHeaderFor(window.location.pathname);

/** A navigation to a marketing page fetches the header while the page's chunks load. */
export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ location }) => {
  loadHeaderFor(location.pathname);
};
