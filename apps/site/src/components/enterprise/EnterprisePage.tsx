import React from 'react';
import MarketingPage from '@theme/MarketingPage';
import { ButtonLinks, CTABand, FeatureGrid, Hero, Section } from '@rainbond/ui';
import EditionCards from './EditionCards';
import EditionComparison from './EditionComparison';
import type { EnterpriseContent } from './content-schema';
import styles from './enterprise.module.css';

/** /enterprise_server: what the enterprise edition adds to open-source Rainbond, and the services behind it; the copy is marketing/enterprise.yml. */
export default function EnterprisePage({ content }: { content: EnterpriseContent }): React.ReactElement {
  const { meta, hero, editions, additions, comparison, services, cta } = content;
  return (
    <MarketingPage meta={meta}>
      <Hero centered eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} actions={<ButtonLinks links={hero.actions} />} />

      <Section tone="default" title={editions.title} intro={editions.intro}>
        <EditionCards items={editions.items} featuredLabel={editions.featuredLabel} />
      </Section>

      <Section tone="alt" title={additions.title} intro={additions.intro}>
        <FeatureGrid features={additions.items} columns={3} />
      </Section>

      <Section tone="default" title={comparison.title} intro={comparison.intro}>
        <EditionComparison comparison={comparison} />
        <p className={styles.tableNote}>{comparison.note}</p>
      </Section>

      <Section tone="alt" title={services.title} intro={services.intro}>
        <div className={styles.supportLayout}>
          <FeatureGrid features={services.items} columns={3} />
          <div className={styles.communityBox}>
            <h3 className={styles.communityTitle}>{services.community.title}</h3>
            <p className={styles.communityText}>{services.community.description}</p>
            <div className={styles.communityLinks}>
              <ButtonLinks links={services.community.actions} size="md" />
            </div>
          </div>
        </div>
      </Section>

      <CTABand title={cta.title} description={cta.description} actions={<ButtonLinks links={cta.actions} variant="inverse" />} />
    </MarketingPage>
  );
}
