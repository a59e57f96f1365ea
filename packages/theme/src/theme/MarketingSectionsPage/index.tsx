import React, { type ReactNode } from 'react';
import MarketingPage from '@theme/MarketingPage';
// Relative, not @theme/: its data types are this package's own, which the @theme declarations take from the built package.
import MarketingSections from '../MarketingSections';
import type { MarketingSectionsContent } from '../../client/marketing-sections';

export interface Props {
  /** The page's data file, validated by the preset (`marketingPages` routes with `sections`). */
  readonly content: MarketingSectionsContent;
  readonly head?: ReactNode;
}

/** A marketing page drawn entirely from its data: the frame, then its bands in order. */
export default function MarketingSectionsPage({ content, head }: Props): React.ReactElement {
  return (
    <MarketingPage meta={content.meta} head={head}>
      <MarketingSections sections={content.sections} />
    </MarketingPage>
  );
}
