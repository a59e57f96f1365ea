import React, { useMemo } from 'react';
import StringContent from '@theme-init/CodeBlock/Content/String';
import type { WrapperProps } from '@docusaurus/types';
import { decodeTokenLines } from '../../../client/code-tokens';
import { CodeTokensContext } from '../../../client/code-tokens-context';

type Props = WrapperProps<typeof StringContent> & { tokens?: string };

/** Hands the tokens a code block was highlighted with at build time to the content below it. */
export default function CodeBlockStringWrapper({ tokens, ...props }: Props): React.ReactElement {
  const lines = useMemo(() => (tokens === undefined ? undefined : decodeTokenLines(tokens)), [tokens]);
  return (
    <CodeTokensContext.Provider value={lines}>
      <StringContent {...props} />
    </CodeTokensContext.Provider>
  );
}
