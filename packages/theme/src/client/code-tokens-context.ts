import { createContext, useContext } from 'react';
import type { TokenLine } from './code-tokens';

/** The build-time tokens of the code block being drawn, from `CodeBlock/Content/String` down to `CodeBlock/Content`. */
export const CodeTokensContext = createContext<readonly TokenLine[] | undefined>(undefined);

export function useCodeTokens(): readonly TokenLine[] | undefined {
  return useContext(CodeTokensContext);
}
