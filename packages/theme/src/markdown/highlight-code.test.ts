import { describe, expect, it } from 'vitest';
import remarkHighlightCode, { tokenizeLines } from './highlight-code';
import { decodeTokenLines } from '../client/code-tokens';

type Node = { type: string; lang?: string | null; value?: string; children?: Node[]; data?: { hProperties?: Record<string, unknown> } };

function highlight(tree: Node): Node {
  remarkHighlightCode()(tree);
  return tree;
}

describe('tokenizeLines', () => {
  it('splits Prism tokens into lines and keeps the nesting as types', () => {
    const lines = tokenizeLines('echo "$HOME"\n\nexit 1', 'bash')!;
    expect(lines).toHaveLength(3);
    expect(lines[0]!.map((token) => token.content).join('')).toBe('echo "$HOME"');
    expect(lines[0]).toContainEqual({ types: ['builtin', 'class-name'], content: 'echo' });
    expect(lines[0]).toContainEqual({ types: ['string', 'environment', 'constant'], content: '$HOME' });
    expect(lines[1]).toEqual([]);
    expect(lines[2]).toContainEqual({ types: ['number'], content: '1' });
  });

  it('finds languages by their aliases and loads them on demand', () => {
    expect(tokenizeLines('FROM nginx:1.27', 'dockerfile')![0]).toContainEqual({ types: ['instruction', 'keyword'], content: 'FROM' });
    expect(tokenizeLines('SELECT 1', 'SQL')![0]).toContainEqual({ types: ['keyword'], content: 'SELECT' });
  });

  it('leaves languages Prism does not know to the plain renderer', () => {
    expect(tokenizeLines('{app="rainbond"}', 'logql')).toBeUndefined();
  });
});

describe('remarkHighlightCode', () => {
  it('gives fenced code its tokens and leaves the rest alone', () => {
    const yaml: Node = { type: 'code', lang: 'yaml', value: 'replicas: 2', data: { hProperties: { metastring: 'title="a.yaml"' } } };
    const mermaid: Node = { type: 'code', lang: 'mermaid', value: 'graph TD; A-->B' };
    const untyped: Node = { type: 'code', lang: null, value: 'plain words' };
    highlight({ type: 'root', children: [{ type: 'blockquote', children: [yaml] }, mermaid, untyped] });

    const tokens = yaml.data!.hProperties!.tokens as string;
    expect(decodeTokenLines(tokens)[0]).toContainEqual({ types: ['key', 'atrule'], content: 'replicas' });
    expect(yaml.data!.hProperties!.metastring).toBe('title="a.yaml"');
    expect(mermaid.data).toBeUndefined();
    expect(untyped.data).toBeUndefined();
  });
});
