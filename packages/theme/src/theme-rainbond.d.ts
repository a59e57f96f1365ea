/// <reference types="@docusaurus/module-type-aliases" />

// The components this theme adds under @theme/*, typed once for the theme and for sites that use them.

declare module '@theme/StructuredData' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly data: Record<string, unknown>;
  }
  export default function StructuredData(props: Props): ReactElement;
}

declare module '@theme/MarkdownPageActions' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly permalink: string;
  }
  export default function MarkdownPageActions(props: Props): ReactElement | null;
}
