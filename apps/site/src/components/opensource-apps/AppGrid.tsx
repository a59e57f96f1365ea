import React from 'react';
import { Badge, Card, Grid, Icon } from '@rainbond/ui';
import { STORE_LISTING } from '../site-links';
import type { AppCardLabels, OpenSourceApp } from './content-schema';
import styles from './opensource-apps.module.css';

/** Featured apps as cards: the name, a one-line description and a link to the open-source app store. */
export default function AppGrid({ apps, labels: { view, newTab } }: { apps: readonly OpenSourceApp[]; labels: AppCardLabels }): React.ReactElement {
  return (
    <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 4 }}>
      {apps.map((app) => (
        <Card as="li" key={app.name} padding="sm" interactive>
          <div className={styles.head}>
            <span className={styles.monogram} aria-hidden="true">
              {app.name.replace(/^Apache /, '').slice(0, 1).toUpperCase()}
            </span>
            <h3 className={styles.name}>{app.name}</h3>
          </div>
          <p className={styles.description}>{app.description}</p>
          {app.note !== undefined && (
            <p className={styles.note}>
              <Badge tone="primary">{app.note}</Badge>
            </p>
          )}
          <a className={styles.link} href={STORE_LISTING} target="_blank" rel="noopener noreferrer">
            {view}
            <span className="rb-visually-hidden">{`: ${app.name} ${newTab}`}</span>
            <Icon name="externalLink" size={16} />
          </a>
        </Card>
      ))}
    </Grid>
  );
}
