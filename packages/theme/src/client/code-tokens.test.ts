import { describe, expect, it } from 'vitest';
import { alignTokenLines, decodeTokenLines, encodeTokenLines, plainTokenLines, tokenStyle, tokenStyles, type TokenLine } from './code-tokens';

const keyword = (content: string) => ({ types: ['keyword'], content });
const plain = (content: string) => ({ types: ['plain'], content });

describe('token lines as JSON', () => {
  it('round-trips, merging neighbours of one type and writing plain text bare', () => {
    const lines: TokenLine[] = [[keyword('if'), plain(' '), plain('x'), { types: ['string', 'url'], content: '"a"' }], []];
    const json = encodeTokenLines(lines);
    expect(JSON.parse(json)).toEqual([[['keyword', 'if'], ' x', ['string url', '"a"']], []]);
    expect(decodeTokenLines(json)).toEqual([
      [keyword('if'), plain(' x'), { types: ['string', 'url'], content: '"a"' }],
      [{ types: ['plain'], content: '\n', empty: true }],
    ]);
  });
});

describe('alignTokenLines', () => {
  const lines: TokenLine[] = [[keyword('a')], [plain('// highlight-next-line')], [keyword('b')]];

  it('keeps the lines the code block shows, skipping lines it removed', () => {
    expect(alignTokenLines(lines, 'a\nb')).toEqual([[keyword('a')], [keyword('b')]]);
  });

  it('gives up when the shown code is not in the tokens', () => {
    expect(alignTokenLines(lines, 'a\nc')).toBeUndefined();
  });
});

describe('token styles', () => {
  const theme = {
    plain: { color: '#111', backgroundColor: '#fff' },
    styles: [
      { types: ['keyword'], style: { color: '#c00' } },
      { types: ['string'], style: { color: '#00c' } },
      { types: ['keyword'], languages: ['sql'], style: { fontWeight: 'bold' as const } },
    ],
  };

  it('merges every type of a token and applies language rules only to their language', () => {
    const bash = tokenStyles(theme, 'bash');
    expect(tokenStyle(bash, keyword('if'))).toEqual({ color: '#c00' });
    expect(tokenStyle(tokenStyles(theme, 'sql'), keyword('if'))).toEqual({ color: '#c00', fontWeight: 'bold' });
    expect(tokenStyle(bash, { types: ['keyword', 'string'], content: 'x' })).toEqual({ color: '#00c' });
    expect(tokenStyle(bash, plain('x'))).toBeUndefined();
    expect(bash.plain).toEqual({ color: '#111', backgroundColor: undefined });
  });

  it('keeps empty lines one line tall', () => {
    expect(tokenStyle(tokenStyles(theme, 'bash'), plainTokenLines('a\n\nb')[1]![0]!)).toEqual({ display: 'inline-block' });
  });
});
