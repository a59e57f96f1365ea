import React from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import { FeatureGrid, Hero, Section } from '@rainbond/ui';
import type { CollectionEntry } from '@rainbond/docusaurus-preset';

/** Route props: the collection's pages, added by the collection-index plugin. */
interface Props {
  readonly entries: CollectionEntry[];
}

/** The use scenes, as cards built from each page's front matter. */
export default function UseSceneIndex({ entries: scenes }: Props): React.ReactElement {
  const readMore = translate({ id: 'usescene.index.readMore', message: '了解这个场景' });
  return (
    <Layout
      title={translate({ id: 'usescene.index.title', message: '使用场景' })}
      description={translate({ id: 'usescene.index.description', message: 'Rainbond 适合解决的典型问题：应用统一管理、持续交付、离线交付、多云管理、信创迁移等。' })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={translate({ id: 'usescene.index.eyebrow', message: '使用场景' })}
          title={translate({ id: 'usescene.index.heading', message: 'Rainbond 适合解决哪些问题' })}
          subtitle={translate({ id: 'usescene.index.subtitle', message: '从开发测试到交付运维，下面每个场景都说明问题从何而来、Rainbond 怎样一步步解决。' })}
        />
        <Section>
          <FeatureGrid
            features={scenes.map((scene) => ({
              title: scene.title,
              description: String(scene.fields.summary ?? scene.description),
              href: scene.permalink,
              linkLabel: readMore,
            }))}
          />
        </Section>
      </main>
    </Layout>
  );
}
