import React from 'react';
import MarketingPage from '@theme/MarketingPage';
import { FeatureGrid, Hero, Section } from '@rainbond/ui';
import type { CollectionEntry } from '@rainbond/docusaurus-preset';
import type { UseSceneIndexCopy } from './content-schema';

/** Route props from the collection-index plugin: the collection's pages and the index's copy. */
interface Props {
  readonly entries: CollectionEntry[];
  readonly copy: UseSceneIndexCopy;
}

/** The use scenes, as cards built from each page's front matter. */
export default function UseSceneIndex({ entries: scenes, copy }: Props): React.ReactElement {
  return (
    <MarketingPage meta={copy.meta}>
      <Hero centered {...copy.hero} />
      <Section>
        <FeatureGrid
          features={scenes.map((scene) => ({
            title: scene.title,
            description: String(scene.fields.summary ?? scene.description),
            href: scene.permalink,
            linkLabel: copy.readMore,
          }))}
        />
      </Section>
    </MarketingPage>
  );
}
