import React, { useEffect, useRef, useState, type ReactElement } from 'react';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/OfflineDocsBundles';
import { BUNDLE_LABELS_ATTRIBUTE, BUNDLE_TABLE_ATTRIBUTE, offlineBundlesTableHtml, type BundleTableLabels, type ListedBundle } from '../../client/offline-bundles-table';

/**
 * The offline docs bundles of a version (all versions without `version`): file, size, pages and
 * SHA-256. The archives are written after the pages, so the build's postbuild fills this
 * placeholder in the HTML; React leaves what it holds at hydration (an empty
 * `dangerouslySetInnerHTML` is not compared), and draws the table itself only when the page came
 * by a navigation in the app.
 */
export default function OfflineDocsBundles({ version = '' }: Props): ReactElement {
  const { i18n, siteConfig } = useDocusaurusContext();
  const listUrl = useBaseUrl('/downloads/offline-bundles.json');
  const labels: BundleTableLabels = {
    version: translate({ id: 'theme.rainbond.offlineBundles.version', message: 'Version', description: 'Column of the offline docs bundles table' }),
    language: translate({ id: 'theme.rainbond.offlineBundles.language', message: 'Language', description: 'Column of the offline docs bundles table' }),
    download: translate({ id: 'theme.rainbond.offlineBundles.download', message: 'Download', description: 'Column of the offline docs bundles table: the archive' }),
    size: translate({ id: 'theme.rainbond.offlineBundles.size', message: 'Size', description: 'Column of the offline docs bundles table' }),
    pages: translate({ id: 'theme.rainbond.offlineBundles.pages', message: 'Pages', description: 'Column of the offline docs bundles table: pages in the archive' }),
    locales: Object.fromEntries(i18n.locales.map((locale) => [locale, i18n.localeConfigs[locale]?.label ?? locale])),
  };
  const labelsJson = JSON.stringify(labels);
  const placeholder = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (placeholder.current?.hasChildNodes()) return undefined;
    let current = true;
    fetch(listUrl)
      .then((response) => (response.ok ? (response.json() as Promise<ListedBundle[]>) : []))
      .then((bundles) => {
        if (current) setHtml(offlineBundlesTableHtml(bundles, JSON.parse(labelsJson) as BundleTableLabels, version, siteConfig.baseUrl));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [listUrl, labelsJson, version, siteConfig.baseUrl]);
  const attributes = { [BUNDLE_TABLE_ATTRIBUTE]: version, [BUNDLE_LABELS_ATTRIBUTE]: labelsJson };
  return <div ref={placeholder} {...attributes} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
