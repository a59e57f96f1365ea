import type { CSSProperties } from 'react';
import type { usePrismTheme } from '@docusaurus/theme-common';

/**
 * Code highlighted at build time (see `markdown/highlight-code.ts`) reaches the browser as JSON:
 * an array of lines, each an array of tokens, where a token is either its text (plain text) or
 * `[types separated by spaces, text]`. An empty line is `[]`.
 */

type PrismTheme = ReturnType<typeof usePrismTheme>;

export type Token = { types: readonly string[]; content: string; empty?: boolean };
export type TokenLine = Token[];

type EncodedToken = string | [string, string];

function isPlain(types: readonly string[]): boolean {
  return types.length === 1 && types[0] === 'plain';
}

export function encodeTokenLines(lines: readonly TokenLine[]): string {
  const encoded = lines.map((line) => {
    const tokens: EncodedToken[] = [];
    for (const { types, content } of line) {
      const type = isPlain(types) ? undefined : types.join(' ');
      const last = tokens[tokens.length - 1];
      // Neighbours of one type become one token: fewer spans, same colours.
      if (type === undefined && typeof last === 'string') tokens[tokens.length - 1] = last + content;
      else if (type !== undefined && Array.isArray(last) && last[0] === type) last[1] += content;
      else tokens.push(type === undefined ? content : [type, content]);
    }
    return tokens;
  });
  return JSON.stringify(encoded);
}

/** A line without tokens still needs one, or the line collapses; the classic theme draws it empty. */
const EMPTY_LINE: TokenLine = [{ types: ['plain'], content: '\n', empty: true }];

export function decodeTokenLines(json: string): TokenLine[] {
  const encoded = JSON.parse(json) as EncodedToken[][];
  return encoded.map((line) =>
    line.length === 0
      ? EMPTY_LINE
      : line.map((token) => (typeof token === 'string' ? { types: ['plain'], content: token } : { types: token[0].split(' '), content: token[1] })),
  );
}

export function plainTokenLines(code: string): TokenLine[] {
  return code.split('\n').map((text) => (text === '' ? EMPTY_LINE : [{ types: ['plain'], content: text }]));
}

function textOf(line: TokenLine): string {
  return line.map((token) => (token.empty ? '' : token.content)).join('');
}

/**
 * The token lines of the lines the code block shows. Magic comments (`// highlight-next-line`)
 * are lines the classic theme removes before showing the code, so the shown lines are a
 * subsequence of the highlighted ones; `undefined` if they do not match at all.
 */
export function alignTokenLines(lines: readonly TokenLine[], code: string): TokenLine[] | undefined {
  const shown = code.split('\n');
  const aligned: TokenLine[] = [];
  let next = 0;
  for (const text of shown) {
    while (next < lines.length && textOf(lines[next]!) !== text) next += 1;
    if (next === lines.length) return undefined;
    aligned.push(lines[next]!);
    next += 1;
  }
  return aligned;
}

export type TokenStyles = { root: CSSProperties; plain: CSSProperties; byType: Readonly<Record<string, CSSProperties>> };

/** The inline styles a Prism theme gives a code block, its lines and each token type. */
export function tokenStyles(theme: PrismTheme, language: string): TokenStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...(style as CSSProperties) };
  }
  const root = theme.plain as CSSProperties;
  return { root, plain: { ...root, backgroundColor: undefined }, byType };
}

export function tokenStyle(styles: TokenStyles, token: Token): CSSProperties | undefined {
  const inlineBlock: CSSProperties = token.empty ? { display: 'inline-block' } : {};
  if (isPlain(token.types)) return token.empty ? inlineBlock : undefined;
  return Object.assign(inlineBlock, ...token.types.map((type) => styles.byType[type]));
}
