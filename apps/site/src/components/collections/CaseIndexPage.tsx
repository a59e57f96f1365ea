import React, { useState } from 'react';
import MarketingPage from '@theme/MarketingPage';
import { CaseCard, Grid, Hero, Section, type Stat } from '@rainbond/ui';
import type { CollectionEntry } from '@rainbond/docusaurus-preset';
import type { CaseIndexCopy } from './content-schema';
import styles from './filters.module.css';

interface CaseFields {
  customer?: string;
  industry?: string;
  summary?: string;
  results?: Stat[];
}

/** Route props from the collection-index plugin: the collection's pages and the index's copy. */
interface Props {
  readonly entries: CollectionEntry[];
  readonly copy: CaseIndexCopy;
}

/** The case studies, as cards built from each page's front matter, filterable by industry. */
export default function CaseIndex({ entries: cases, copy }: Props): React.ReactElement {
  const industries = [...new Set(cases.map((entry) => (entry.fields as CaseFields).industry).filter((name): name is string => name !== undefined))];
  const [industry, setIndustry] = useState<string | null>(null);
  const shown = industry === null ? cases : cases.filter((entry) => (entry.fields as CaseFields).industry === industry);

  return (
    <MarketingPage meta={copy.meta}>
      <Hero centered {...copy.hero} />
      <Section>
        <div role="group" aria-label={copy.filter.label} className={styles.filters}>
          {[null, ...industries].map((name) => (
            <button
              key={name ?? 'all'}
              type="button"
              className={styles.filter}
              aria-pressed={industry === name}
              onClick={() => setIndustry(name)}
            >
              {name ?? copy.filter.all}
            </button>
          ))}
        </div>
        <p className={styles.count} aria-live="polite">
          {copy.count.replace('{count}', String(shown.length))}
        </p>
        <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 3 }} className={styles.list}>
          {shown.map((entry) => {
            const fields = entry.fields as CaseFields;
            return (
              <li key={entry.slug}>
                <CaseCard
                  organisation={fields.customer ?? entry.title}
                  industry={fields.industry}
                  title={entry.title}
                  summary={fields.summary ?? entry.description}
                  href={entry.permalink}
                  metrics={fields.results}
                />
              </li>
            );
          })}
        </Grid>
      </Section>
    </MarketingPage>
  );
}
