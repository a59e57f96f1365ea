import React, { useCallback, useMemo, type ComponentProps } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import { alignTokenLines, plainTokenLines, tokenStyle, tokenStyles } from '../../../client/code-tokens';
import { useCodeTokens } from '../../../client/code-tokens-context';
import styles from './styles.module.css';

type LineProps = ComponentProps<typeof Line>;

/**
 * The lines of a code block, coloured with the tokens it was highlighted with at build time, so
 * no highlighter runs or downloads in the browser. Code without tokens (an unknown language, or a
 * block written in JSX rather than markdown) is shown as plain text.
 */
export default function CodeBlockContent({ className }: Props): React.ReactElement {
  const { metadata, wordWrap: { codeBlockRef } } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const tokens = useCodeTokens();
  const prismTheme = usePrismTheme();
  const themeStyles = useMemo(() => tokenStyles(prismTheme, language), [prismTheme, language]);
  const lines = useMemo(() => (tokens && alignTokenLines(tokens, code)) ?? plainTokenLines(code), [tokens, code]);

  const getLineProps = useCallback<LineProps['getLineProps']>(
    ({ className: lineClassName, style }) => ({ className: clsx('token-line', lineClassName), style: { ...themeStyles.plain, ...style } }),
    [themeStyles],
  );
  const getTokenProps = useCallback<LineProps['getTokenProps']>(
    ({ token, className: tokenClassName, style }) => ({
      className: clsx('token', ...token.types, tokenClassName),
      style: { ...tokenStyle(themeStyles, token), ...style },
      children: token.content,
    }),
    [themeStyles],
  );

  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      // Wide code scrolls sideways, so keyboard users must be able to focus it.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={themeStyles.root}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
      >
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line as LineProps['line']}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={numbered}
          />
        ))}
      </code>
    </pre>
  );
}
