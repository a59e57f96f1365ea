import React from 'react';
import { Badge, ButtonLinks, Card, Icon } from '@rainbond/ui';
import type { EnterpriseContent } from './content-schema';
import styles from './enterprise.module.css';

/** The three ways to use Rainbond side by side: open source, Rainbond Cloud and the enterprise edition. */
export default function EditionCards({ items, featuredLabel }: Pick<EnterpriseContent['editions'], 'items' | 'featuredLabel'>): React.ReactElement {
  return (
    <ul className={styles.editions}>
      {items.map((edition) => (
        <Card as="li" key={edition.name} padding="lg" className={`${styles.edition} ${edition.featured === true ? styles.editionFeatured : ''}`}>
          <div className={styles.editionHeader}>
            <h3 className={styles.editionName}>{edition.name}</h3>
            {edition.featured === true && <Badge tone="primary">{featuredLabel}</Badge>}
          </div>
          <p className={styles.editionModel}>{edition.model}</p>
          <ul className={styles.editionPoints}>
            {edition.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className={styles.editionActions}>
            <ButtonLinks links={edition.actions} size="md" />
          </div>
        </Card>
      ))}
    </ul>
  );
}
