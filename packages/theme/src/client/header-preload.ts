import siteConfig from '@generated/docusaurus.config';
import type { RainbondThemeConfig } from '../theme-config';
import { headerVariantFor } from './header-variant';
import { loadMarketingHeader } from './marketing-header';

// Runs with the main bundle, before hydration: a marketing page's header chunk then loads in
// parallel with the page's own chunks instead of after React reaches the header.
if (typeof window !== 'undefined') {
  const { docsPathWords } = siteConfig.themeConfig as unknown as RainbondThemeConfig;
  if (headerVariantFor(window.location.pathname, docsPathWords) === 'marketing') void loadMarketingHeader();
}
