import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import { Badge, Button, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Section, type Feature } from '@rainbond/ui';
import { GITHUB, CONTACT, QUICK_INSTALL } from '../site-links';

/** Addresses shared by the feature pages. */

export type FeatureKey = 'devops' | 'multi-cluster' | 'service-mesh' | 'app-ops' | 'app-market';

export interface FeatureItem {
  title: string;
  description: string;
}

/** One band of the capabilities: a heading, a short intro, cards and optionally tags above them. */
export interface CapabilityBand {
  title: string;
  intro?: string;
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  /** Short tags shown as badges between the intro and the cards (languages, products, ...). */
  tags?: readonly string[];
  /** Names the tag list for assistive technology. */
  tagsLabel?: string;
}

export interface DocLink extends FeatureItem {
  href: string;
  /** The link text; defaults to "read the docs" for internal links and "visit" for external ones. */
  linkLabel?: string;
}

export interface FeaturePageProps {
  /** Which page this is, so that the list of other features leaves it out. */
  page: FeatureKey;
  /** The document title and meta description. */
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; actions?: React.ReactNode };
  /** The problem the feature answers, as a heading, an intro and a few pain points. */
  problem: { title: string; intro: string; items: readonly FeatureItem[] };
  /** How Rainbond solves it, explained beside the page's diagram. */
  solution: { title: string; description: string; points: readonly string[]; diagram: React.ReactNode };
  /** An optional band right after the solution (e.g. key figures), given the tone it should use. */
  highlight?: (tone: 'default' | 'alt') => React.ReactNode;
  capabilities: readonly CapabilityBand[];
  docs: { title: string; intro: string; links: readonly DocLink[] };
  cta: { title: string; description: string; actions?: React.ReactNode };
}

type Tone = 'default' | 'alt';

const toneAt = (index: number): Tone => (index % 2 === 0 ? 'default' : 'alt');

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

function OtherFeatures({ page, tone }: { page: FeatureKey; tone: Tone }): React.ReactElement {
  const all: readonly { key: FeatureKey; href: string; label: string }[] = [
    { key: 'devops', href: '/feature/devops', label: translate({ id: 'feature.shared.nav.devops', message: '一体化 DevOps' }) },
    { key: 'multi-cluster', href: '/feature/multi-cluster', label: translate({ id: 'feature.shared.nav.multiCluster', message: 'Kubernetes 多集群管理' }) },
    { key: 'service-mesh', href: '/feature/service-mesh', label: translate({ id: 'feature.shared.nav.serviceMesh', message: '微服务治理与服务网格' }) },
    { key: 'app-ops', href: '/feature/app-ops', label: translate({ id: 'feature.shared.nav.appOps', message: '应用运维' }) },
    { key: 'app-market', href: '/feature/app-market', label: translate({ id: 'feature.shared.nav.appMarket', message: '应用市场' }) },
  ];
  return (
    <Section tone={tone} centered title={translate({ id: 'feature.shared.nav.title', message: '了解 Rainbond 的其他能力' })}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center', listStyle: 'none', padding: 0, margin: 0 }}>
        {all
          .filter((entry) => entry.key !== page)
          .map((entry) => (
            <li key={entry.key}>
              <Button variant="secondary" href={entry.href} endIcon={<Icon name="arrowRight" />}>
                {entry.label}
              </Button>
            </li>
          ))}
      </ul>
    </Section>
  );
}

/**
 * The layout shared by the /feature/* pages: hero, the problem, how Rainbond solves it (with a
 * diagram), the capabilities band by band, links into the docs, the other features and a closing
 * call to action. Section tones alternate by themselves.
 */
export default function FeaturePage({
  page,
  meta,
  hero,
  problem,
  solution,
  highlight,
  capabilities,
  docs,
  cta,
}: FeaturePageProps): React.ReactElement {
  const readDocs = translate({ id: 'feature.shared.docs.read', message: '阅读文档' });
  const visit = translate({ id: 'feature.shared.docs.visit', message: '前往查看' });
  // The problem band is tone 0, the solution band tone 1, then the highlight and capabilities continue.
  const firstCapability = highlight === undefined ? 2 : 3;
  const docsIndex = firstCapability + capabilities.length;

  return (
    <Layout title={meta.title} description={meta.description}>
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={hero.eyebrow}
          title={hero.title}
          subtitle={hero.subtitle}
          actions={
            hero.actions ?? (
              <>
                <Button size="lg" href={QUICK_INSTALL}>
                  <Translate id="feature.shared.hero.install">快速安装</Translate>
                </Button>
                <Button size="lg" variant="secondary" href={GITHUB} startIcon={<Icon name="github" />}>
                  <Translate id="feature.shared.hero.github">GitHub 源码</Translate>
                </Button>
              </>
            )
          }
        />

        <Section tone={toneAt(0)} title={problem.title} intro={problem.intro}>
          <FeatureGrid features={problem.items.map(({ title, description }) => ({ title, description }))} columns={problem.items.length === 4 ? 4 : 3} />
        </Section>

        <Section tone={toneAt(1)}>
          <FeatureSplit headingLevel="h2" title={solution.title} description={solution.description} points={solution.points} media={solution.diagram} />
        </Section>

        {highlight?.(toneAt(2))}

        {capabilities.map((band, index) => (
          <Section key={band.title} tone={toneAt(firstCapability + index)} title={band.title} intro={band.intro}>
            {band.tags !== undefined && band.tags.length > 0 && (
              <ul
                aria-label={band.tagsLabel}
                style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0, margin: '0 0 1.5rem' }}
              >
                {band.tags.map((tag) => (
                  <li key={tag}>
                    <Badge tone="primary" style={{ fontSize: '0.95rem', padding: '0.35rem 0.9rem' }}>
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
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
                linkLabel: link.linkLabel ?? (isExternal(link.href) ? visit : readDocs),
              }),
            )}
          />
        </Section>

        <OtherFeatures page={page} tone={toneAt(docsIndex + 1)} />

        <CTABand
          title={cta.title}
          description={cta.description}
          actions={
            cta.actions ?? (
              <>
                <Button variant="inverse" size="lg" href={QUICK_INSTALL}>
                  <Translate id="feature.shared.cta.install">安装 Rainbond</Translate>
                </Button>
                <Button variant="inverse" size="lg" href={CONTACT}>
                  <Translate id="feature.shared.cta.contact">联系我们</Translate>
                </Button>
                <Button variant="inverse" size="lg" href={GITHUB} startIcon={<Icon name="star" />}>
                  <Translate id="feature.shared.cta.star">在 GitHub 上 Star</Translate>
                </Button>
              </>
            )
          }
        />
      </main>
    </Layout>
  );
}
