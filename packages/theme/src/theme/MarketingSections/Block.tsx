import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CommandBox from '@theme/CommandBox';
import { Badge, ButtonLinks, Card, ComparisonTable, DataTable, FeatureGrid, FeatureSplit, Grid, Icon, Illustration, isExternalUrl, Panel, StatBand, StepList, Tabs, TagList } from '@rainbond/ui';
import type { CellData, MarketingBlock, PanelData, TableData } from '../../client/marketing-sections';
import styles from './styles.module.css';

interface BlockProps {
  readonly block: MarketingBlock;
  /** h2 under a band without a heading, h3 otherwise. */
  readonly headingLevel: 'h2' | 'h3';
}

/** Link text followed by what it leads to, for screen readers, so that every link on the page is unique. */
function LinkText({ label, target }: { label: string; target: string }): React.ReactElement {
  return (
    <>
      {label}
      <span className="rb-visually-hidden">{`: ${target}`}</span>
    </>
  );
}

function Cell({ cell }: { cell: CellData }): ReactNode {
  if (typeof cell === 'string') return cell;
  return (
    <>
      {cell.text}
      <br />
      <code>{cell.code}</code>
    </>
  );
}

function Table({ table }: { table: TableData }): React.ReactElement {
  const rows = table.rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, <Cell key={key} cell={cell} />])));
  return <DataTable caption={table.caption} hideCaption={table.hideCaption} scrollLabel={table.scroll} minWidth={table.minWidth} columns={table.columns} rows={rows} />;
}

function PanelBlock({ panel, headingLevel }: { panel: PanelData; headingLevel: 'h2' | 'h3' }): React.ReactElement {
  const links = panel.links?.map((link) => (
    <Link key={link.href} to={link.href}>
      {link.label}
    </Link>
  ));
  return (
    <Panel boxed={panel.boxed} headingLevel={headingLevel} title={panel.title} intro={panel.intro} items={links ?? panel.items}>
      {panel.table && <Table table={panel.table} />}
      {panel.actions && (
        <div className={styles.actions}>
          <ButtonLinks links={panel.actions} size="md" />
        </div>
      )}
    </Panel>
  );
}

/** One block of a section, as its data names it. */
export default function Block({ block, headingLevel }: BlockProps): ReactNode {
  switch (block.type) {
    case 'cards': {
      const features = block.items.map(({ icon, link, ...card }) => {
        const label = link ?? block.link;
        const linkIcon = card.href === undefined ? undefined : isExternalUrl(card.href) ? 'externalLink' : 'arrowRight';
        const iconName = icon ?? (label === undefined ? undefined : linkIcon);
        return {
          ...card,
          icon: iconName && <Icon name={iconName} />,
          linkLabel: card.href === undefined || label === undefined ? undefined : <LinkText label={label} target={card.title} />,
        };
      });
      return <FeatureGrid features={features} columns={block.columns} />;
    }
    case 'entries':
      return (
        <Grid as="ul" columns={{ base: 1, tablet: block.columns === 3 ? 2 : 1, desktop: block.columns ?? 3 }}>
          {block.items.map((entry) => (
            <Card as="li" key={entry.title} padding="md" className={entry.featured ? `${styles.entry} ${styles.entryFeatured}` : styles.entry}>
              <div className={styles.entryHead}>
                <h3 className={styles.entryTitle}>{entry.title}</h3>
                {entry.badge && <Badge tone={entry.badge.tone}>{entry.badge.label}</Badge>}
              </div>
              {entry.subtitle && <p className={styles.entrySubtitle}>{entry.subtitle}</p>}
              {entry.paragraphs?.map((paragraph) => (
                <p key={paragraph} className={styles.entryText}>
                  {paragraph}
                </p>
              ))}
              {entry.points && (
                <ul className={styles.entryPoints}>
                  {entry.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={18} />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              )}
              {entry.tags && <TagList tags={entry.tags} aria-label={entry.title} outline />}
              {entry.links && (
                <p className={styles.entryLinks}>
                  {entry.links.map((link) => (
                    <Link key={link.href} to={link.href}>
                      <LinkText label={link.label} target={entry.title} />
                      {isExternalUrl(link.href) && <Icon name="externalLink" size={14} />}
                    </Link>
                  ))}
                </p>
              )}
              {entry.actions && (
                <div className={styles.entryActions}>
                  <ButtonLinks links={entry.actions} size="md" />
                </div>
              )}
            </Card>
          ))}
        </Grid>
      );
    case 'split': {
      const media = block.drawing ? (
        <Illustration svg={block.drawing.svg} labels={block.drawing.labels} />
      ) : block.panel ? (
        <PanelBlock panel={block.panel} headingLevel="h3" />
      ) : (
        block.stats && <StatBand label={block.stats.label} stats={block.stats.items} />
      );
      return <FeatureSplit headingLevel={headingLevel} title={block.title} description={block.description} points={block.points} reverse={block.reverse} media={media} />;
    }
    case 'table':
      return <Table table={block} />;
    case 'comparison':
      return (
        <ComparisonTable
          caption={block.caption}
          hideCaption
          featureLabel={block.featureLabel}
          columns={block.columns}
          groups={block.groups}
          includedLabel={block.includedLabel}
          excludedLabel={block.excludedLabel}
          scrollLabel={block.scrollLabel}
        />
      );
    case 'stats':
      return <StatBand label={block.label} stats={block.items} />;
    case 'tags':
      return (
        <div>
          {block.title && <h3 className={styles.subheading}>{block.title}</h3>}
          <TagList tags={block.tags} tone={block.tone} aria-label={block.label} centered={block.centered} large />
          {block.note && <p className={styles.note}>{block.note}</p>}
        </div>
      );
    case 'steps': {
      const steps = block.items.map((step) => ({
        title: step.title,
        description:
          step.href === undefined ? (
            step.description
          ) : (
            <>
              {step.description}{' '}
              <Link to={step.href}>
                <LinkText label={step.link ?? step.title} target={step.title} />
              </Link>
            </>
          ),
      }));
      const list = <StepList label={block.label} headingLevel={block.title === undefined ? 'h3' : 'h4'} steps={steps} />;
      if (block.title === undefined) return list;
      return (
        <div>
          <h3 className={styles.subheading}>{block.title}</h3>
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
          {list}
        </div>
      );
    }
    case 'commandTabs':
      return (
        <Tabs
          label={block.label}
          items={block.items.map((item) => ({
            value: item.label,
            label: item.label,
            content: (
              <>
                <CommandBox prompt={item.prompt} command={item.command} label={item.commandLabel} />
                {item.note && <p className={styles.tabNote}>{item.note}</p>}
              </>
            ),
          }))}
        />
      );
    case 'panel':
      return <PanelBlock panel={block} headingLevel={headingLevel} />;
    case 'columns':
      return (
        <div className={block.blocks.length === 2 ? styles.split : styles.columns}>
          {block.blocks.map((column, index) => (
            <Block key={index} block={column} headingLevel={headingLevel} />
          ))}
        </div>
      );
    case 'actions':
      return (
        <div className={styles.buttons}>
          <ButtonLinks links={block.actions} />
        </div>
      );
    case 'commands':
      return (
        <div className={styles.commands}>
          <p className={styles.commandLabel}>{block.label}</p>
          {block.items.map((item) => (
            <CommandBox key={item.command} command={item.command} label={item.label} />
          ))}
        </div>
      );
    case 'note':
      return (
        <p className={styles.note}>
          {block.text}
          {block.link && (
            <>
              {' '}
              <Link to={block.link.href}>{block.link.label}</Link>
            </>
          )}
        </p>
      );
  }
}
