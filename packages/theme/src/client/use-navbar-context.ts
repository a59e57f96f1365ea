import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllPluginInstancesData } from '@docusaurus/useGlobalData';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { useDocsPreferredVersionByPluginId } from '@docusaurus/plugin-content-docs/client';
import type { DocsVersionSummary, NavbarContext } from './navbar-items';

/** The parts of the docs plugin's global data the header reads. */
interface DocsGlobalData {
  versions: {
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    docs: { id: string; path: string }[];
    sidebars?: Record<string, { link?: { path: string } }>;
  }[];
}

function summarise(version: DocsGlobalData['versions'][number]): DocsVersionSummary {
  const docPaths = Object.fromEntries(version.docs.map((doc) => [doc.id, doc.path]));
  return {
    label: version.label,
    mainDocPath: docPaths[version.mainDocId] ?? version.path,
    docPaths,
    sidebarPaths: Object.fromEntries(Object.entries(version.sidebars ?? {}).map(([id, sidebar]) => [id, sidebar.link?.path])),
  };
}

/** Versions of the default docs plugin (latest first) and a link to this page in every locale. */
export function useNavbarContext(): NavbarContext {
  const { i18n } = useDocusaurusContext();
  const docsPlugins = useAllPluginInstancesData('docusaurus-plugin-content-docs') as Record<string, DocsGlobalData | undefined> | undefined;
  const pluginId = docsPlugins?.default === undefined ? Object.keys(docsPlugins ?? {})[0] : 'default';
  const docs = pluginId === undefined ? undefined : docsPlugins?.[pluginId];
  const sorted = [...(docs?.versions ?? [])].sort((a, b) => Number(b.isLast) - Number(a.isLast));
  const preferred = useDocsPreferredVersionByPluginId()[pluginId ?? ''];
  const preferredIndex = sorted.findIndex((version) => version.label === preferred?.label);
  const versions = sorted.map(summarise);
  const { createUrl } = useAlternatePageUtils();
  return {
    versions,
    preferredVersion: preferredIndex >= 0 ? versions[preferredIndex] : undefined,
    locales: i18n.locales.map((locale) => ({
      label: i18n.localeConfigs[locale]?.label ?? locale,
      href: createUrl({ locale, fullyQualified: false }),
    })),
    currentLocaleLabel: i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale,
  };
}
