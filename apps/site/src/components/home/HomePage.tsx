import React from 'react';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import CommandBox from '@theme/CommandBox';
import { Badge, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Section, StatBand } from '@rainbond/ui';
import ButtonLinks from '../marketing/ButtonLinks';
import HomeStructuredData from './HomeStructuredData';
import InstallTabs, { INSTALL_COMMANDS } from './InstallTabs';
import { IntegrationDiagram, ModulesDiagram, SourceToAppDiagram } from './illustrations';
import type { HomeContent } from './content';

/** The home page (/); its copy is marketing/home.yml, given by the marketing-pages plugin. */
export default function HomePage({ content }: { content: HomeContent }): React.ReactElement {
  const { meta, hero, stats, easy, languages, integration, modules, extensions, operations, themes, install, cta, diagrams } = content;
  return (
    <Layout title={meta.title} description={meta.description}>
      <HomeStructuredData />
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          subtitle={hero.subtitle}
          actions={<ButtonLinks links={hero.actions} />}
          command={<CommandBox command={INSTALL_COMMANDS.linux} label={hero.commandLabel} />}
          media={<SourceToAppDiagram label={hero.diagram} labels={diagrams.sourceToApp} />}
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
            media={<SourceToAppDiagram label={easy.diagram} labels={diagrams.sourceToApp} />}
          />
        </Section>
        <Section tone="alt" centered title={languages.title} intro={languages.intro}>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center', listStyle: 'none', padding: 0, margin: 0 }}>
            {languages.items.map((language) => (
              <li key={language}>
                <Badge tone="primary" style={{ fontSize: '1rem', padding: '0.4rem 1rem' }}>
                  {language}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
        <Section>
          <FeatureSplit
            reverse
            headingLevel="h2"
            title={integration.title}
            description={integration.description}
            points={integration.points}
            media={<IntegrationDiagram label={integration.diagram} labels={diagrams.integration} />}
          />
        </Section>
        <Section tone="alt">
          <FeatureSplit
            headingLevel="h2"
            title={modules.title}
            description={modules.description}
            points={modules.points}
            media={<ModulesDiagram label={modules.diagram} labels={diagrams.modules} />}
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
      </main>
    </Layout>
  );
}
