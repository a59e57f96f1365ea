import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { CONTACT } from '../site-links';
import CommandBox from '@theme/CommandBox';
import SearchIndexFields from '@theme/SearchIndexFields';
import { Badge, Button, CTABand, FeatureGrid, FeatureSplit, Hero, Icon, Illustration, Section, type BadgeTone, type Feature } from '@rainbond/ui';
import type { LinkedItem, XinchuangContent } from './content';
import styles from './xinchuang.module.css';

const QUICK_INSTALL = '/docs/quick-start/quick-install';
const INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';
const GUIDE = '/docs/how-to-guides/localization-guide';

type Platforms = XinchuangContent['platforms'];

function CpuTable({ cpu }: { cpu: Platforms['cpu'] }): React.ReactElement {
  return (
    <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={cpu.scroll}>
      <table className={styles.table}>
        <caption>{cpu.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{cpu.columns.isa}</th>
            <th scope="col">{cpu.columns.chips}</th>
            <th scope="col">{cpu.columns.support}</th>
          </tr>
        </thead>
        <tbody>
          {cpu.rows.map((row) => (
            <tr key={row.isa}>
              <th scope="row">
                {row.isa}
                <span className={styles.mono}>{row.alias}</span>
              </th>
              <td>{row.chips}</td>
              <td>{row.support}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A heading over a list of operating system names shown as badges. */
function OsGroup({ title, tone, names }: { title: string; tone: BadgeTone; names: readonly string[] }): React.ReactElement {
  return (
    <div>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.tagList}>
        {names.map((name) => (
          <li key={name}>
            <Badge tone={tone} className={styles.tag}>
              {name}
            </Badge>
          </li>
        ))}
      </ul>
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

function WorkloadTable({ workload }: { workload: XinchuangContent['workload'] }): React.ReactElement {
  return (
    <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={workload.scroll}>
      <table className={styles.table}>
        <caption>{workload.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{workload.columns.kind}</th>
            <th scope="col">{workload.columns.examples}</th>
            <th scope="col">{workload.columns.effort}</th>
            <th scope="col">{workload.columns.how}</th>
          </tr>
        </thead>
        <tbody>
          {workload.rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">{row.kind}</th>
              <td>{row.examples}</td>
              <td>{row.effort}</td>
              <td>{row.how}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
    <Layout title={meta.title} description={meta.description}>
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={hero.eyebrow}
          title={hero.title}
          subtitle={hero.subtitle}
          actions={
            <>
              <Button size="lg" href={`${GUIDE}/intro`}>
                {hero.guide}
              </Button>
              <Button size="lg" variant="secondary" href={CONTACT} endIcon={<Icon name="externalLink" />}>
                {hero.contact}
              </Button>
            </>
          }
          command={<CommandBox command={INSTALL_COMMAND} label={hero.command} />}
        />

        <Section tone="default" title={problem.title} intro={problem.intro}>
          <FeatureGrid features={problem.items} columns={3} />
        </Section>

        <Section tone="alt">
          <FeatureSplit headingLevel="h2" title={multiarch.title} description={multiarch.description} points={multiarch.points} media={<Illustration svg={drawing} labels={multiarch.diagram} />} />
        </Section>

        <Section tone="default" title={platforms.title} intro={platforms.intro}>
          <div className={styles.platforms}>
            <CpuTable cpu={platforms.cpu} />
            <OperatingSystems os={platforms.os} />
            <p className={styles.note}>{platforms.note}</p>
          </div>
        </Section>

        <Section tone="alt" title={steps.title} intro={steps.intro}>
          <MigrationSteps steps={steps} />
        </Section>

        <Section tone="default" title={workload.title} intro={workload.intro}>
          <WorkloadTable workload={workload} />
          <div className={styles.languages}>
            <h3 className={styles.subheading}>{workload.languages.title}</h3>
            <ul className={styles.tagList}>
              {workload.languages.names.map((language) => (
                <li key={language}>
                  <Badge tone="accent" className={styles.tag}>
                    {language}
                  </Badge>
                </li>
              ))}
            </ul>
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
          actions={
            <>
              <Button variant="inverse" size="lg" href={QUICK_INSTALL}>
                {cta.install}
              </Button>
              <Button variant="inverse" size="lg" href={CONTACT} endIcon={<Icon name="externalLink" />}>
                {cta.contact}
              </Button>
            </>
          }
        />
      </main>
    </Layout>
  );
}
