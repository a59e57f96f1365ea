import React from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@theme/MarketingPage';
import CommandBox from '@theme/CommandBox';
import { ButtonLinks, Container, CTABand, FeatureGrid, Grid, Hero, Icon, Panel, Section, StepList, type Feature, type IconName } from '@rainbond/ui';
import { APP_STORE, LINUX_INSTALL_COMMAND, QUICK_INSTALL } from '../site-links';
import AppGrid from './AppGrid';
import type { AppCategories, OpenSourceAppsContent } from './content-schema';
import styles from './opensource-apps.module.css';

/** Where the three "missing an app?" links go, in the order of `missing.links`. */
const MISSING_LINKS: readonly { href: string; icon: IconName }[] = [
  { href: APP_STORE, icon: 'externalLink' },
  { href: '/docs/how-to-guides/app-ops/app-store-manage/share-app', icon: 'arrowRight' },
  { href: '/partners', icon: 'arrowRight' },
];

/** The categories as a row of jump links, each with the number of featured apps in it. */
function CategoryJump({ jump, categories }: { jump: OpenSourceAppsContent['jump']; categories: AppCategories['categories'] }): React.ReactElement {
  return (
    <nav className={styles.jumpBand} aria-label={jump.label}>
      <Container>
        <ul className={styles.jump}>
          {categories.map((category) => (
            <li key={category.anchor}>
              <a className={styles.jumpLink} href={`#${category.anchor}`}>
                {category.title}
                <span className={styles.count}>{category.apps.length}</span>
              </a>
            </li>
          ))}
          <li>
            <a className={styles.jumpLink} href="#how-it-works">
              {jump.how}
            </a>
          </li>
        </ul>
      </Container>
    </nav>
  );
}

function HowItWorks({ how }: { how: OpenSourceAppsContent['how'] }): React.ReactElement {
  return (
    <Section id="how-it-works" tone="alt" title={how.title} intro={how.intro}>
      <Grid columns={{ base: 1, tablet: 1, desktop: 2 }} style={{ alignItems: 'start' }}>
        <StepList label={how.stepsLabel} steps={how.steps} />
        <Panel boxed title={how.noRainbond.title} intro={how.noRainbond.text}>
          <div className={styles.installBox}>
            <CommandBox command={LINUX_INSTALL_COMMAND} label={how.noRainbond.command} />
            <Link to={QUICK_INSTALL}>{how.noRainbond.quickInstall}</Link>
          </div>
          <div className={styles.offline}>
            <Panel
              title={how.offline.title}
              intro={
                <>
                  {how.offline.text} <Link to="/marketplace#offline">{how.offline.link}</Link>
                </>
              }
            />
          </div>
        </Panel>
      </Grid>
    </Section>
  );
}

function Missing({ missing }: { missing: OpenSourceAppsContent['missing'] }): React.ReactElement {
  // The schema holds exactly as many links as MISSING_LINKS.
  const links: Feature[] = missing.links.map((link, index) => ({ ...link, href: MISSING_LINKS[index]!.href, icon: <Icon name={MISSING_LINKS[index]!.icon} /> }));
  return (
    <Section title={missing.title} intro={missing.intro}>
      <FeatureGrid features={links} columns={3} />
    </Section>
  );
}

/** /opensourceApps: featured open-source apps that install in one click, grouped by category; the copy is marketing/opensourceApps/. */
export default function OpenSourceAppsPage({ content, apps: { categories } }: { content: OpenSourceAppsContent; apps: AppCategories }): React.ReactElement {
  const { meta, hero, jump, card, how, missing, cta } = content;
  return (
    <MarketingPage meta={meta}>
      <Hero
        centered
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLinks links={hero.actions} />}
      />
      <CategoryJump jump={jump} categories={categories} />
      {categories.map((category, index) => (
        <Section key={category.anchor} id={category.anchor} tone={index % 2 === 0 ? 'alt' : 'default'} title={category.title} intro={category.description}>
          <AppGrid apps={category.apps} labels={card} />
        </Section>
      ))}
      <HowItWorks how={how} />
      <Missing missing={missing} />
      <CTABand
        title={cta.title}
        description={cta.description}
        actions={<ButtonLinks links={cta.actions} variant="inverse" />}
      />
    </MarketingPage>
  );
}
