import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { RainbondThemeConfig } from '../theme-config';
import { headerVariantFor, type HeaderVariant } from './header-variant';

/** The header the current page gets, from its path and `themeConfig.docsPathWords`. */
export function useHeaderVariant(): HeaderVariant {
  const { pathname } = useLocation();
  const { docsPathWords } = useThemeConfig() as unknown as RainbondThemeConfig;
  return headerVariantFor(pathname, docsPathWords);
}
