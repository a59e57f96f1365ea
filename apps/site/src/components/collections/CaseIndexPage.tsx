import React, { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import { CaseCard, Grid, Hero, Section, type Stat } from '@rainbond/ui';
import type { CollectionEntry } from '@rainbond/docusaurus-preset';
import styles from './filters.module.css';

interface CaseFields {
  customer?: string;
  industry?: string;
  summary?: string;
  results?: Stat[];
}

/** Route props: the collection's pages, added by the collection-index plugin. */
interface Props {
  readonly entries: CollectionEntry[];
}

/** The case studies, as cards built from each page's front matter, filterable by industry. */
export default function CaseIndex({ entries: cases }: Props): React.ReactElement {
  const industries = [...new Set(cases.map((entry) => (entry.fields as CaseFields).industry).filter((name): name is string => name !== undefined))];
  const [industry, setIndustry] = useState<string | null>(null);
  const shown = industry === null ? cases : cases.filter((entry) => (entry.fields as CaseFields).industry === industry);
  const allLabel = translate({ id: 'case.index.filter.all', message: '全部行业' });

  return (
    <Layout
      title={translate({ id: 'case.index.title', message: '用户案例' })}
      description={translate({ id: 'case.index.description', message: '制造、政务、软件、餐饮和文旅行业的团队如何用 Rainbond 落地云原生：背景、过程与结果。' })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow={translate({ id: 'case.index.eyebrow', message: '用户案例' })}
          title={translate({ id: 'case.index.heading', message: '他们用 Rainbond 把应用管起来了' })}
          subtitle={translate({ id: 'case.index.subtitle', message: '每个案例都讲清楚客户原来的问题、为什么选择 Rainbond、怎么落地，以及得到的结果。' })}
        />
        <Section>
          <div role="group" aria-label={translate({ id: 'case.index.filter.label', message: '按行业筛选' })} className={styles.filters}>
            {[null, ...industries].map((name) => (
              <button
                key={name ?? 'all'}
                type="button"
                className={styles.filter}
                aria-pressed={industry === name}
                onClick={() => setIndustry(name)}
              >
                {name ?? allLabel}
              </button>
            ))}
          </div>
          <p className={styles.count} aria-live="polite">
            {translate({ id: 'case.index.count', message: '共 {count} 个案例' }, { count: shown.length })}
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
      </main>
    </Layout>
  );
}
