import React from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import StructuredData from '@theme/StructuredData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

/** The classic metadata plus a schema.org TechArticle describing the page. */
export default function DocItemMetadata(): React.ReactElement {
  const { metadata, frontMatter } = useDoc();
  const { siteConfig, i18n } = useDocusaurusContext();
  const language = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const url = `${siteConfig.url}${metadata.permalink}`;
  return (
    <>
      <Metadata />
      <StructuredData
        data={{
          '@type': 'TechArticle',
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
