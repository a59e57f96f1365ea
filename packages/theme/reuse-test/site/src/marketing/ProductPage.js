import React from 'react';
import Layout from '@theme/Layout';
import { Button, CTABand, FeatureGrid, FeatureSplit, Hero, Illustration, Section, StatBand } from '@rainbond/ui';

/** A row of buttons from the YAML; `variant` overrides each button's own (the dark band's are all `inverse`). */
function Buttons({ links, variant }) {
  return links.map((link) => (
    <Button key={link.label} href={link.href} variant={variant ?? link.variant} size="lg">
      {link.label}
    </Button>
  ));
}

/**
 * /product: Acme's copy from marketing/product.yml (the `content` prop) and its drawing from
 * marketing/diagrams/push-to-run.svg (`drawing`), both passed by the preset's marketingPages.
 */
export default function ProductPage({ content, drawing }) {
  const { meta, hero, features, split, cta } = content;
  return (
    <Layout title={meta.title} description={meta.description}>
      <main>
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          subtitle={hero.subtitle}
          actions={<Buttons links={hero.actions} />}
          media={<Illustration svg={drawing} labels={hero.drawing} />}
        />
        <Section title={features.title} intro={features.intro}>
          <FeatureGrid features={features.items} columns={3} />
        </Section>
        <Section tone="alt">
          <FeatureSplit headingLevel="h2" title={split.title} description={split.description} points={split.points} media={<StatBand label={split.stats.label} stats={split.stats.items} />} />
        </Section>
        <CTABand title={cta.title} description={cta.description} actions={<Buttons links={cta.actions} variant="inverse" />} />
      </main>
    </Layout>
  );
}
