import React from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@theme/MarketingPage';
import CommandBox from '@theme/CommandBox';
import { Badge, Button, ButtonLinks, Card, CTABand, DataTable, FeatureGrid, FeatureSplit, Grid, Hero, Icon, Illustration, Section, StepList } from '@rainbond/ui';
import { APP_STORE, CONTACT } from '../site-links';
import type { AppCategories } from '../opensource-apps/content-schema';
import type { MarketplaceContent } from './content-schema';
import styles from './marketplace.module.css';

function StoreHero({ hero, diagram, drawing }: Pick<MarketplaceContent, 'hero' | 'diagram'> & { drawing: string }): React.ReactElement {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      title={hero.title}
      subtitle={hero.subtitle}
      actions={<ButtonLinks links={hero.actions} />}
      media={<Illustration svg={drawing} labels={diagram} />}
    />
  );
}

/** The local component library and the open-source app store side by side. */
function TwoMarkets({ markets }: Pick<MarketplaceContent, 'markets'>): React.ReactElement {
  return (
    <Section title={markets.title} intro={markets.intro}>
      <DataTable
        caption={markets.caption}
        hideCaption
        columns={(['label', 'local', 'store'] as const).map((key) => ({ key, label: markets.columns[key] }))}
        rows={markets.rows}
      />
      <p className={styles.note}>{markets.helm}</p>
    </Section>
  );
}

/** The four kinds of packages the store holds. */
function PackageTypes({ types }: Pick<MarketplaceContent, 'types'>): React.ReactElement {
  return (
    <Section tone="alt" title={types.title} intro={types.intro}>
      <FeatureGrid features={types.items} columns={4} />
      <div className={styles.commands} style={{ marginTop: '2rem' }}>
        <p className={styles.commandLabel}>{types.helmCommands}</p>
        <CommandBox command="helm repo add appstore https://charts.grapps.cn" label={types.helmAdd} />
        <CommandBox command="helm repo update appstore" label={types.helmUpdate} />
      </div>
    </Section>
  );
}

/** The steps of a one-click install and what a template carries. */
function OneClickInstall({ install }: Pick<MarketplaceContent, 'install'>): React.ReactElement {
  return (
    <Section id="one-click-install" title={install.title} intro={install.intro}>
      <div className={styles.split}>
        <StepList label={install.stepsLabel} steps={install.steps} />
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>{install.carries.title}</h3>
          <p className={styles.panelText}>{install.carries.intro}</p>
          <ul className={styles.checkList}>
            {install.carries.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function UpgradeAndRollback({ upgrade }: Pick<MarketplaceContent, 'upgrade'>): React.ReactElement {
  return (
    <Section tone="alt">
      <FeatureSplit
        headingLevel="h2"
        title={upgrade.title}
        description={upgrade.description}
        points={upgrade.points}
        media={
          <div className={styles.plain}>
            <h3 className={styles.panelTitle}>{upgrade.after.title}</h3>
            <ul className={styles.checkList}>
              {upgrade.after.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        }
      />
    </Section>
  );
}

/** The categories of the store, each with a few app names from the featured list. */
function Categories({ categories: section, apps }: Pick<MarketplaceContent, 'categories'> & { apps: AppCategories }): React.ReactElement {
  return (
    <Section title={section.title} intro={section.intro}>
      <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 3 }}>
        {apps.categories.map((category) => (
          <Card as="li" key={category.anchor} padding="md">
            <h3 className={styles.categoryTitle}>{category.title}</h3>
            <p className={styles.categoryText}>{category.description}</p>
            <ul className={styles.tags} aria-label={category.title}>
              {category.apps.slice(0, 5).map((app) => (
                <li key={app.name}>
                  <Badge outline>{app.name}</Badge>
                </li>
              ))}
            </ul>
            <Link className={styles.categoryLink} to={`/opensourceApps#${category.anchor}`}>
              {section.more}
              <span className="rb-visually-hidden">{`: ${category.title}`}</span>
            </Link>
          </Card>
        ))}
      </Grid>
      <div className={styles.actions}>
        <Button href="/opensourceApps" endIcon={<Icon name="arrowRight" />}>
          {section.all}
        </Button>
        <Button variant="secondary" href={APP_STORE} endIcon={<Icon name="externalLink" />}>
          {section.store}
        </Button>
      </div>
    </Section>
  );
}

/** One way to publish: a heading, a line on when it fits, and its steps. */
function PublishWay({ way }: { way: MarketplaceContent['publish']['ram'] }): React.ReactElement {
  return (
    <div>
      <h3 className={styles.columnTitle}>{way.title}</h3>
      <p className={styles.columnIntro}>{way.intro}</p>
      <StepList headingLevel="h4" label={way.stepsLabel} steps={way.steps} />
    </div>
  );
}

/** Publishing one's own apps: from Rainbond (RAM) or through the store's console (Helm, Docker, packages). */
function Publish({ publish }: Pick<MarketplaceContent, 'publish'>): React.ReactElement {
  return (
    <Section id="publish" tone="alt" title={publish.title} intro={publish.intro}>
      <div className={styles.columns}>
        <PublishWay way={publish.ram} />
        <PublishWay way={publish.console} />
      </div>
      <p className={styles.note}>
        {publish.own}{' '}
        <Link to="/partners">{publish.partners}</Link>
      </p>
    </Section>
  );
}

/** Offline delivery: packages downloaded from the store, and the formats a platform can export. */
function Offline({ offline }: Pick<MarketplaceContent, 'offline'>): React.ReactElement {
  const { formats } = offline;
  return (
    <Section id="offline" title={offline.title} intro={offline.intro}>
      <div className={styles.split}>
        <StepList label={offline.stepsLabel} steps={offline.steps} />
        <div>
          <h3 className={styles.panelTitle}>{formats.title}</h3>
          <p className={styles.panelText}>{formats.intro}</p>
          <DataTable
            caption={formats.caption}
            hideCaption
            minWidth="30rem"
            columns={(['name', 'target', 'use'] as const).map((key) => ({ key, label: formats.columns[key] }))}
            rows={formats.rows.map((format) => ({
              ...format,
              name: (
                <>
                  {format.name}
                  {format.file !== undefined && (
                    <>
                      <br />
                      <code>{format.file}</code>
                    </>
                  )}
                </>
              ),
            }))}
          />
        </div>
      </div>
    </Section>
  );
}

/** Rainstore: the same kind of market, run by an enterprise or an integrator for its own industry. */
function OwnMarket({ rainstore }: Pick<MarketplaceContent, 'rainstore'>): React.ReactElement {
  return (
    <Section tone="alt" title={rainstore.title} intro={rainstore.intro}>
      <FeatureGrid features={rainstore.items} columns={3} />
      <div className={styles.actions}>
        <Button href={CONTACT} endIcon={<Icon name="externalLink" />}>
          {rainstore.contact}
        </Button>
      </div>
    </Section>
  );
}

function Docs({ docs }: Pick<MarketplaceContent, 'docs'>): React.ReactElement {
  return (
    <Section title={docs.title} intro={docs.intro}>
      <FeatureGrid columns={4} features={docs.links.map((link) => ({ ...link, icon: <Icon name="arrowRight" />, linkLabel: docs.read }))} />
    </Section>
  );
}

/** /marketplace: the cloud-native app store and how Rainbond installs, publishes and delivers its apps; the copy is marketing/marketplace/page.yml. */
export default function MarketplacePage({ content, apps, drawing }: { content: MarketplaceContent; apps: AppCategories; drawing: string }): React.ReactElement {
  const { meta, cta } = content;
  return (
    <MarketingPage meta={meta}>
      <StoreHero hero={content.hero} diagram={content.diagram} drawing={drawing} />
      <TwoMarkets markets={content.markets} />
      <PackageTypes types={content.types} />
      <OneClickInstall install={content.install} />
      <UpgradeAndRollback upgrade={content.upgrade} />
      <Categories categories={content.categories} apps={apps} />
      <Publish publish={content.publish} />
      <Offline offline={content.offline} />
      <OwnMarket rainstore={content.rainstore} />
      <Docs docs={content.docs} />
      <CTABand
        title={cta.title}
        description={cta.description}
        actions={<ButtonLinks links={cta.actions} variant="inverse" />}
      />
    </MarketingPage>
  );
}
