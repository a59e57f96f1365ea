import React from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@theme/MarketingPage';
import { Badge, Button, ButtonLinks, Card, CTABand, FeatureGrid, Grid, Hero, Icon, Illustration, Panel, Section, StepList } from '@rainbond/ui';
import { PARTNER_FORM } from '../site-links';
import type { PartnersContent } from './content-schema';
import shared from '../marketplace/marketplace.module.css';
import styles from './partners.module.css';

const SHARE_APP = '/docs/how-to-guides/app-ops/app-store-manage/share-app';

function WhyPartner({ why }: { why: PartnersContent['why'] }): React.ReactElement {
  return (
    <Section title={why.title} intro={why.intro}>
      <FeatureGrid features={why.items} columns={4} />
    </Section>
  );
}

function PartnerTypes({ types }: { types: PartnersContent['types'] }): React.ReactElement {
  return (
    <Section tone="alt" id="partner-types" title={types.title} intro={types.intro}>
      <Grid as="ul" columns={{ base: 1, tablet: 1, desktop: 3 }}>
        {types.items.map((type) => (
          <Card as="li" key={type.title} padding="md" className={styles.type}>
            <h3 className={styles.typeTitle}>{type.title}</h3>
            <p className={styles.typeWho}>{type.who}</p>
            <p className={styles.typeText}>{type.text}</p>
            <p className={styles.typeText}>{type.how}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

function Benefits({ benefits, partners }: { benefits: PartnersContent['benefits']; partners: PartnersContent['directory']['partners'] }): React.ReactElement {
  return (
    <Section>
      <div className={shared.split}>
        <div>
          <h2 className={shared.columnTitle} style={{ fontSize: 'var(--rb-font-size2xl)' }}>
            {benefits.title}
          </h2>
          <p className={shared.columnIntro}>{benefits.intro}</p>
          <ul className={shared.checkList}>
            {benefits.items.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <Panel
          boxed
          title={benefits.articlesTitle}
          intro={benefits.articlesText}
          items={partners.filter((partner) => partner.guide?.startsWith('/blog/') === true).map((partner) => (
            <Link key={partner.name} to={partner.guide}>
              {partner.name}
            </Link>
          ))}
        />
      </div>
    </Section>
  );
}

function Directory({ directory }: { directory: PartnersContent['directory'] }): React.ReactElement {
  return (
    <Section tone="alt" id="directory" title={directory.title} intro={directory.intro}>
      <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 3 }}>
        {directory.partners.map((partner) => (
          <Card as="li" key={partner.name} padding="sm">
            <div className={styles.partnerHead}>
              <h3 className={styles.partnerName}>{partner.name}</h3>
              <Badge tone={partner.kind === 'plugin' ? 'warning' : 'success'}>{directory.kinds[partner.kind]}</Badge>
            </div>
            <p className={styles.partnerText}>{partner.description}</p>
            <p className={styles.partnerLinks}>
              <a href={partner.homepage} target="_blank" rel="noopener noreferrer">
                {directory.homepage}
                <span className="rb-visually-hidden">{`: ${partner.name}`}</span>
                <Icon name="externalLink" size={14} />
              </a>
              {partner.guide !== undefined && (
                <Link to={partner.guide}>
                  {directory.guide}
                  <span className="rb-visually-hidden">{`: ${partner.name}`}</span>
                </Link>
              )}
            </p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

function HowToJoin({ join }: { join: PartnersContent['join'] }): React.ReactElement {
  return (
    <Section id="join" title={join.title} intro={join.intro}>
      <div className={shared.split}>
        <StepList label={join.stepsLabel} steps={join.steps} />
        <Panel boxed title={join.prepareTitle} items={join.prepare}>
          <div className={shared.actions}>
            <Button href={PARTNER_FORM} endIcon={<Icon name="externalLink" />}>
              {join.apply}
            </Button>
            <Button variant="secondary" href={SHARE_APP}>
              {join.share}
            </Button>
          </div>
        </Panel>
      </div>
    </Section>
  );
}

/** /partners: the partner programme, the kinds of partners, what they get and how to join; the copy is marketing/partners/page.yml. */
export default function PartnersPage({ content, drawing }: { content: PartnersContent; drawing: string }): React.ReactElement {
  const { meta, hero, diagram, why, types, benefits, directory, join, cta } = content;
  return (
    <MarketingPage meta={meta}>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLinks links={hero.actions} />}
        media={<Illustration svg={drawing} labels={diagram} />}
      />
      <WhyPartner why={why} />
      <PartnerTypes types={types} />
      <Benefits benefits={benefits} partners={directory.partners} />
      <Directory directory={directory} />
      <HowToJoin join={join} />
      <CTABand
        title={cta.title}
        description={cta.description}
        actions={<ButtonLinks links={cta.actions} variant="inverse" />}
      />
    </MarketingPage>
  );
}
