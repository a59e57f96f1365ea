import React from 'react';
import MarketingPage from '@theme/MarketingPage';
import { Button, ButtonLinks, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Illustration, Section, StatBand, TagList, type Feature } from '@rainbond/ui';
import type { FeaturePageContent, FeatureSharedContent } from './content-schema';

/** What a /feature/* route gets from the marketing-pages plugin. */
interface FeaturePageProps {
  content: FeaturePageContent;
  /** The copy all feature pages share. */
  shared: FeatureSharedContent;
  /** The drawing beside the solution (`marketing/diagrams/<page>.svg`); its words are `solution.diagram`. */
  drawing: string;
  /** This page's path, so that the list of other features leaves it out. */
  href: string;
}

type Tone = 'default' | 'alt';

const toneAt = (index: number): Tone => (index % 2 === 0 ? 'default' : 'alt');

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

function OtherFeatures({ href, others, tone }: { href: string; others: FeatureSharedContent['others']; tone: Tone }): React.ReactElement {
  return (
    <Section tone={tone} centered title={others.title}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center', listStyle: 'none', padding: 0, margin: 0 }}>
        {others.links
          .filter((link) => link.href !== href)
          .map((link) => (
            <li key={link.href}>
              <Button variant="secondary" href={link.href} endIcon={<Icon name="arrowRight" />}>
                {link.label}
              </Button>
            </li>
          ))}
      </ul>
    </Section>
  );
}

/**
 * The layout shared by the /feature/* pages: hero, the problem, how Rainbond solves it (with a
 * diagram), key figures if any, the capabilities band by band, links into the docs, the other
 * features and a closing call to action. Section tones alternate by themselves.
 */
export default function FeaturePage({ content, shared, drawing, href }: FeaturePageProps): React.ReactElement {
  const { meta, hero, problem, solution, stats, capabilities, docs, cta } = content;
  // The problem band is tone 0, the solution band tone 1, then the figures and capabilities continue.
  const firstCapability = stats === undefined ? 2 : 3;
  const docsIndex = firstCapability + capabilities.length;

  return (
    <MarketingPage meta={meta}>
      <Hero centered eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} actions={<ButtonLinks links={hero.actions ?? shared.hero.actions} />} />

      <Section tone={toneAt(0)} title={problem.title} intro={problem.intro}>
        <FeatureGrid features={problem.items.map(({ title, description }) => ({ title, description }))} columns={problem.items.length === 4 ? 4 : 3} />
      </Section>

      <Section tone={toneAt(1)}>
        <FeatureSplit headingLevel="h2" title={solution.title} description={solution.description} points={solution.points} media={<Illustration svg={drawing} labels={solution.diagram} />} />
      </Section>

      {stats !== undefined && (
        <Section tone={toneAt(2)} aria-label={stats.label}>
          <StatBand label={stats.label} stats={stats.items} />
        </Section>
      )}

      {capabilities.map((band, index) => (
        <Section key={band.title} tone={toneAt(firstCapability + index)} title={band.title} intro={band.intro}>
          {band.tags !== undefined && band.tags.length > 0 && <TagList tags={band.tags} aria-label={band.tagsLabel} tone="primary" large style={{ marginBottom: '1.5rem' }} />}
          <FeatureGrid features={band.items.map(({ title, description }) => ({ title, description }))} columns={band.columns ?? 3} />
        </Section>
      ))}

      <Section tone={toneAt(docsIndex)} title={docs.title} intro={docs.intro}>
        <FeatureGrid
          columns={docs.links.length === 4 ? 4 : 3}
          features={docs.links.map(
            (link): Feature => ({
              title: link.title,
              description: link.description,
              href: link.href,
              icon: <Icon name={isExternal(link.href) ? 'externalLink' : 'arrowRight'} />,
              linkLabel: link.linkLabel ?? (isExternal(link.href) ? shared.docs.visit : shared.docs.read),
            }),
          )}
        />
      </Section>

      <OtherFeatures href={href} others={shared.others} tone={toneAt(docsIndex + 1)} />

      <CTABand title={cta.title} description={cta.description} actions={<ButtonLinks links={shared.cta.actions} variant="inverse" />} />
    </MarketingPage>
  );
}
