import React from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import StructuredData from '@theme/StructuredData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { RainbondThemeConfig } from '../../../theme-config';

/**
 * The classic metadata plus a schema.org article describing the page: a TechArticle, or the type
 * `structuredData.docTypes` names for the page's docs plugin (e.g. Article for case studies).
 */
export default function DocItemMetadata(): React.ReactElement {
  const { metadata, frontMatter } = useDoc();
  const { siteConfig, i18n } = useDocusaurusContext();
  const language = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const url = `${siteConfig.url}${metadata.permalink}`;
  const { structuredData } = useThemeConfig() as unknown as RainbondThemeConfig;
  const pluginId = useActivePlugin()?.pluginId ?? 'default';
  return (
    <>
      <Metadata />
      <StructuredData
        data={{
          '@type': structuredData.docTypes[pluginId] ?? 'TechArticle',
          '@id': url,
          url,
          headline: metadata.title,
          description: metadata.description,
          inLanguage: language,
          ...(frontMatter.keywords ? { keywords: frontMatter.keywords } : {}),
          ...(metadata.lastUpdatedAt ? { dateModified: new Date(metadata.lastUpdatedAt).toISOString() } : {}),
          isPartOf: { '@type': 'WebSite', name: siteConfig.title, url: `${siteConfig.url}${siteConfig.baseUrl}` },
        }}
      />
    </>
  );
}
