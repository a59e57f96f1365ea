import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StructuredData from '@theme/StructuredData';

/** Who publishes the site, and how to search it, for search engines. */
export default function HomeStructuredData(): React.ReactElement {
  const { siteConfig, i18n } = useDocusaurusContext();
  const home = `${siteConfig.url}${siteConfig.baseUrl}`;
  return (
    <StructuredData
      data={{
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${siteConfig.url}/#organization`,
            name: 'Rainbond',
            url: siteConfig.url,
            logo: `${siteConfig.url}/img/logo.svg`,
            sameAs: ['https://github.com/goodrain/rainbond', 'https://gitee.com/rainbond/Rainbond'],
          },
          {
            '@type': 'WebSite',
            '@id': `${home}#website`,
            name: siteConfig.title,
            url: home,
            inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang,
            publisher: { '@id': `${siteConfig.url}/#organization` },
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${home}search?q={search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      }}
    />
  );
}
