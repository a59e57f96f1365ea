import React from 'react';

export interface Props {
  /** What the page is, for the search page's type filter: docs, blog or page. */
  readonly type: 'docs' | 'blog' | 'page';
  /** The docs version label; pages outside versioned docs are in every version's results. */
  readonly version?: string;
  /** The result title, when the page's h1 is outside the indexed body. */
  readonly title?: string;
}

/** Filter values the search indexer reads from the page (it must sit inside the indexed body). */
export default function SearchIndexFields({ type, version = 'all', title }: Props): React.ReactElement {
  return (
    <>
      {title !== undefined && <span data-pagefind-meta={`title:${title}`} />}
      <span data-pagefind-filter={`type:${type}`} />
      <span data-pagefind-filter={`version:${version}`} />
    </>
  );
}
