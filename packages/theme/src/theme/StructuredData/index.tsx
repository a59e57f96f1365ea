import React from 'react';
import Head from '@docusaurus/Head';

export interface Props {
  /** A schema.org object; `@context` is added. */
  readonly data: Record<string, unknown>;
}

/** Emits one JSON-LD block in the page head. */
export default function StructuredData({ data }: Props): React.ReactElement {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify({ '@context': 'https://schema.org', ...data })}</script>
    </Head>
  );
}
