import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import type { RainbondThemeConfig, SearchConfig } from '../../theme-config';
import { searchAlgolia } from './algolia';
import { prepareSearch, searchPages, type SearchFilters, type SearchResultPage } from './pagefind';

export type SearchSite = (
  query: string,
  filters: SearchFilters,
  /** `eager`: pages whose sections and excerpts load with the answer (all by default); the rest come by title, with `loadDetails`. */
  paging: { offset?: number; limit: number; eager?: number },
  /** Called with the result pages before their excerpts load, when the index can say them at once. */
  onPreview?: (answer: { total: number; pages: SearchResultPage[] }) => void,
) => Promise<{ total: number; pages: SearchResultPage[] }>;

/**
 * The search settings and what the current page narrows the search to: on a docs page, that
 * docs version plus everything that has no version (blog, pages). `searchSite` queries the local
 * Pagefind index, or the hosted Algolia index when `themeConfig.algolia` is set.
 */
export function useSearchContext(): { config: SearchConfig; searchPagePath: string; filters: SearchFilters; versionLabel?: string; searchSite: SearchSite; prepare: () => void; hosted: boolean } {
  const { search, algolia } = useThemeConfig() as unknown as RainbondThemeConfig;
  const { i18n } = useDocusaurusContext();
  const active = useActivePluginAndVersion();
  const searchPagePath = useBaseUrl(`/${algolia?.searchPagePath ?? search.searchPagePath}`);
  const versionLabel = active?.activeVersion?.label;
  const docsTag = active?.activeVersion === undefined ? undefined : `docs-${active.activePlugin.pluginId}-${active.activeVersion.name}`;
  const searchSite: SearchSite =
    algolia === undefined
      ? (query, filters, paging, onPreview) =>
          searchPages(search.bundlePath, query, filters, paging, { locale: i18n.currentLocale, termsUrl: search.termsUrl, pageListUrl: search.pageListUrl, onPreview })
      : (query, _filters, { offset = 0, limit }) => searchAlgolia(algolia, query, { locale: i18n.currentLocale, docsTag }, { offset, limit });
  return {
    config: search,
    searchPagePath,
    filters: versionLabel === undefined ? {} : { version: [versionLabel, 'all'] },
    versionLabel,
    searchSite,
    prepare: () => prepareSiteSearch({ search, algolia }),
    hosted: algolia !== undefined,
  };
}

/**
 * Fetches what any query of the local index needs (nothing for a hosted index): when search opens,
 * or as soon as the search page's code runs.
 */
export function prepareSiteSearch({ search, algolia }: Pick<RainbondThemeConfig, 'search' | 'algolia'>): void {
  if (algolia !== undefined) return;
  // A failure here shows on the first query, which loads the same files again.
  prepareSearch(search.bundlePath, search.termsUrl, search.pageListUrl).catch(() => undefined);
}
