import React from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@theme/MarketingPage';
import CommandBox from '@theme/CommandBox';
import { Button, ButtonLinks, Card, CTABand, DataTable, FeatureGrid, FeatureSplit, Grid, Hero, Icon, Illustration, Panel, Section, StepList, TagList } from '@rainbond/ui';
import { APP_STORE, CONTACT } from '../site-links';
import type { AppCategories } from '../opensource-apps/content-schema';
import type { MarketplaceContent } from './content-schema';
import styles from './marketplace.module.css';

/** The local component library and the open-source app store side by side. */
function TwoMarkets({ markets }: Pick<MarketplaceContent, 'markets'>): React.ReactElement {
  return (
    <Section title={markets.title} intro={markets.intro}>
      <DataTable
        caption={markets.caption}
        hideCaption
        columns={markets.columns}
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
        <Panel boxed title={install.carries.title} intro={install.carries.intro} items={install.carries.items} />
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
        media={<Panel title={upgrade.after.title} items={upgrade.after.items} />}
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
            <TagList tags={category.apps.slice(0, 5).map((app) => app.name)} aria-label={category.title} outline style={{ marginTop: '0.25rem' }} />
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
        <Panel title={formats.title} intro={formats.intro}>
          <DataTable
            caption={formats.caption}
            hideCaption
            minWidth="30rem"
            columns={formats.columns}
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
        </Panel>
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
      <Hero {...content.hero} actions={<ButtonLinks links={content.hero.actions} />} media={<Illustration svg={drawing} labels={content.diagram} />} />
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
