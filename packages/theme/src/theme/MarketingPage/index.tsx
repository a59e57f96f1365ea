import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';

export interface Props {
  /** The page's <title> and meta description, as its data gives them. */
  readonly meta: { readonly title: string; readonly description: string };
  /** Before the main landmark, e.g. structured data. */
  readonly head?: ReactNode;
  /** The bands of the page: a hero first, then sections. */
  readonly children: ReactNode;
}

/**
 * The frame of a marketing page: the site's layout with the page's title and description, and a
 * main landmark the search indexes as a page (not docs or blog).
 */
export default function MarketingPage({ meta, head, children }: Props): React.ReactElement {
  return (
    <Layout title={meta.title} description={meta.description}>
      {head}
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        {children}
      </main>
    </Layout>
  );
}
