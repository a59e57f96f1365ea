import React from 'react';
import MarketingPage from '@theme/MarketingPage';
import CommandBox from '@theme/CommandBox';
import { ButtonLinks, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Illustration, Section, StatBand, TagList } from '@rainbond/ui';
import HomeStructuredData from './HomeStructuredData';
import InstallTabs from './InstallTabs';
import { INSTALL_COMMANDS } from '../site-links';
import type { HomeContent } from './content-schema';

/** What the marketing-pages plugin gives the home page: its copy and its three drawings (`marketing/diagrams/`). */
interface HomePageProps {
  content: HomeContent;
  sourceToAppDrawing: string;
  integrationDrawing: string;
  modulesDrawing: string;
}

/** The home page (/); its copy is marketing/home.yml. */
export default function HomePage({ content, sourceToAppDrawing, integrationDrawing, modulesDrawing }: HomePageProps): React.ReactElement {
  const { meta, hero, stats, easy, languages, integration, modules, extensions, operations, themes, install, cta, diagrams } = content;
  return (
    <MarketingPage meta={meta} head={<HomeStructuredData />}>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLinks links={hero.actions} />}
        command={<CommandBox command={INSTALL_COMMANDS.linux} label={hero.commandLabel} />}
        media={<Illustration svg={sourceToAppDrawing} labels={{ ...diagrams.sourceToApp, label: hero.diagram }} />}
      />
      <Section tone="alt" aria-label={stats.label}>
        <StatBand label={stats.label} stats={stats.items} />
      </Section>
      <Section>
        <FeatureSplit
          headingLevel="h2"
          title={easy.title}
          description={easy.description}
          points={easy.points}
          media={<Illustration svg={sourceToAppDrawing} labels={{ ...diagrams.sourceToApp, label: easy.diagram }} />}
        />
      </Section>
      <Section tone="alt" centered title={languages.title} intro={languages.intro}>
        <TagList tags={languages.items} tone="primary" large centered />
      </Section>
      <Section>
        <FeatureSplit
          reverse
          headingLevel="h2"
          title={integration.title}
          description={integration.description}
          points={integration.points}
          media={<Illustration svg={integrationDrawing} labels={{ ...diagrams.integration, label: integration.diagram }} />}
        />
      </Section>
      <Section tone="alt">
        <FeatureSplit
          headingLevel="h2"
          title={modules.title}
          description={modules.description}
          points={modules.points}
          media={<Illustration svg={modulesDrawing} labels={{ ...diagrams.modules, label: modules.diagram }} />}
        />
      </Section>
      <Section title={extensions.title} intro={extensions.intro}>
        <FeatureGrid features={extensions.items.map(({ icon, ...feature }) => ({ icon: <Icon name={icon} />, ...feature }))} />
      </Section>
      <Section tone="alt" title={operations.title} intro={operations.intro}>
        <FeatureGrid columns={4} features={operations.items} />
      </Section>
      <Section title={themes.title}>
        <FeatureGrid features={themes.items} />
      </Section>
      <Section tone="alt" id="install" title={install.title} intro={install.intro}>
        <InstallTabs label={install.tabsLabel} systems={install.systems} />
      </Section>
      <CTABand title={cta.title} description={cta.description} actions={<ButtonLinks links={cta.actions} variant="inverse" />} />
    </MarketingPage>
  );
}
