import useBaseUrl from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import type { RainbondThemeConfig, SearchConfig } from '../../theme-config';
import type { SearchFilters } from './pagefind';

/**
 * The search settings and what the current page narrows the search to: on a docs page, that
 * docs version plus everything that has no version (blog, pages).
 */
export function useSearchContext(): { config: SearchConfig; searchPagePath: string; filters: SearchFilters; versionLabel?: string } {
  const { search } = useThemeConfig() as unknown as RainbondThemeConfig;
  const active = useActivePluginAndVersion();
  const searchPagePath = useBaseUrl(`/${search.searchPagePath}`);
  const versionLabel = active?.activeVersion?.label;
  return {
    config: search,
    searchPagePath,
    filters: versionLabel === undefined ? {} : { version: [versionLabel, 'all'] },
    versionLabel,
  };
}
