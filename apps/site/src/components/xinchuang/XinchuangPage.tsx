import React from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@theme/MarketingPage';
import CommandBox from '@theme/CommandBox';
import { ButtonLinks, CTABand, DataTable, FeatureGrid, FeatureSplit, Hero, Icon, Illustration, Section, TagList, type BadgeTone, type Feature } from '@rainbond/ui';
import type { LinkedItem, XinchuangContent } from './content-schema';
import { INSTALL_COMMANDS } from '../site-links';
import styles from './xinchuang.module.css';

type Platforms = XinchuangContent['platforms'];

/** A heading over a list of operating system names shown as badges. */
function OsGroup({ title, tone, names }: { title: string; tone: BadgeTone; names: readonly string[] }): React.ReactElement {
  return (
    <div>
      <h3 className={styles.subheading}>{title}</h3>
      <TagList tags={names} tone={tone} large />
    </div>
  );
}

function OperatingSystems({ os }: { os: Platforms['os'] }): React.ReactElement {
  return (
    <div className={styles.osGrid}>
      <OsGroup title={os.domestic.title} tone="primary" names={os.domestic.names} />
      <OsGroup title={os.general.title} tone="neutral" names={os.general.names} />
    </div>
  );
}

function MigrationSteps({ steps }: { steps: XinchuangContent['steps'] }): React.ReactElement {
  return (
    <ol className={styles.steps}>
      {steps.items.map((step) => (
        <li key={step.href} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
          <Link className={styles.stepLink} to={step.href} aria-label={`${steps.read}: ${step.title}`}>
            {steps.read}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * Cards that link into the docs ("read the docs") or to an article elsewhere on the site ("read the
 * article"); the link text is followed by the card's title for screen readers so that each link is unique.
 */
function linkedCards(items: readonly LinkedItem[], links: XinchuangContent['links']): Feature[] {
  return items.map((item) => ({
    ...item,
    linkLabel: (
      <>
        {item.href.startsWith('/docs/') ? links.readDocs : links.readArticle}
        <span className={styles.srOnly}>: {item.title}</span>
      </>
    ),
    icon: <Icon name="arrowRight" />,
  }));
}

/** /xinchuang: running Rainbond on domestic (Xinchuang) hardware and moving applications from x86 to Arm; the copy is marketing/xinchuang/page.yml. */
export default function XinchuangPage({ content, drawing }: { content: XinchuangContent; drawing: string }): React.ReactElement {
  const { meta, hero, links, problem, multiarch, platforms, steps, workload, install, docs, cta } = content;
  return (
    <MarketingPage meta={meta}>
      <Hero
        centered
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLinks links={hero.actions} />}
        command={<CommandBox command={INSTALL_COMMANDS.linux} label={hero.command} />}
      />

      <Section tone="default" title={problem.title} intro={problem.intro}>
        <FeatureGrid features={problem.items} columns={3} />
      </Section>

      <Section tone="alt">
        <FeatureSplit headingLevel="h2" title={multiarch.title} description={multiarch.description} points={multiarch.points} media={<Illustration svg={drawing} labels={multiarch.diagram} />} />
      </Section>

      <Section tone="default" title={platforms.title} intro={platforms.intro}>
        <div className={styles.platforms}>
          <DataTable
            caption={platforms.cpu.caption}
            scrollLabel={platforms.cpu.scroll}
            minWidth="36rem"
            columns={platforms.cpu.columns}
            rows={platforms.cpu.rows.map((row) => ({
              ...row,
              isa: (
                <>
                  {row.isa}
                  <span className={styles.mono}>{row.alias}</span>
                </>
              ),
            }))}
          />
          <OperatingSystems os={platforms.os} />
          <p className={styles.note}>{platforms.note}</p>
        </div>
      </Section>

      <Section tone="alt" title={steps.title} intro={steps.intro}>
        <MigrationSteps steps={steps} />
      </Section>

      <Section tone="default" title={workload.title} intro={workload.intro}>
        <DataTable
          caption={workload.caption}
          scrollLabel={workload.scroll}
          minWidth="36rem"
          columns={workload.columns}
          rows={workload.rows}
        />
        <div className={styles.languages}>
          <h3 className={styles.subheading}>{workload.languages.title}</h3>
          <TagList tags={workload.languages.names} tone="accent" large />
          <p className={styles.note}>{workload.languages.note}</p>
        </div>
      </Section>

      <Section tone="alt" title={install.title} intro={install.intro}>
        <FeatureGrid features={linkedCards(install.items, links)} columns={4} />
      </Section>

      <Section tone="default" title={docs.title} intro={docs.intro}>
        <FeatureGrid features={linkedCards(docs.items, links)} columns={3} />
      </Section>

      <CTABand
        title={cta.title}
        description={cta.description}
        actions={<ButtonLinks links={cta.actions} variant="inverse" />}
      />
    </MarketingPage>
  );
}
