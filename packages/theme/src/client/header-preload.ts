import siteConfig from '@generated/docusaurus.config';
import routes from '@generated/routes';
import type { ClientModule } from '@docusaurus/types';
import type { RainbondThemeConfig } from '../theme-config';
import { headerVariantFor } from './header-variant';
import { loadMarketingHeader } from './marketing-header';

const { docsPathWords } = siteConfig.themeConfig as unknown as RainbondThemeConfig;

type PreloadableComponent = { preload?: () => Promise<unknown> };

// Docusaurus renders a page once its route's chunks have loaded (at hydration and on every
// client-side navigation). For the routes of marketing pages, the header's chunk is made one of
// them, so the page never renders without its header.
if (typeof window !== 'undefined') {
  for (const route of routes) {
    const component = route.component as unknown as PreloadableComponent;
    const preload = component.preload;
    if (preload === undefined || headerVariantFor(route.path, docsPathWords) !== 'marketing') continue;
    component.preload = () => Promise.all([preload.call(component), loadMarketingHeader()]);
  }
  // With the main bundle, before hydration: a marketing page's header loads in parallel with the
  // page's own chunks.
  if (headerVariantFor(window.location.pathname, docsPathWords) === 'marketing') void loadMarketingHeader();
}

/** A navigation to a marketing page starts fetching the header while the page's chunks load. */
export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ location }) => {
  if (headerVariantFor(location.pathname, docsPathWords) === 'marketing') void loadMarketingHeader();
};
