import React from 'react';
import MarketingSectionsPage from '@theme/MarketingSectionsPage';
import type { MarketingSectionsContent } from '@rainbond/docusaurus-theme';
import HomeStructuredData from './HomeStructuredData';

/** The home page (/): its bands are marketing/home.yml; it adds who publishes the site for search engines. */
export default function HomePage({ content }: { content: MarketingSectionsContent }): React.ReactElement {
  return <MarketingSectionsPage content={content} head={<HomeStructuredData />} />;
}
