import Prism from 'prismjs';
import prismComponents from 'prismjs/components.js';
import loadLanguages from 'prismjs/components/index.js';
import { encodeTokenLines, type TokenLine } from '../client/code-tokens';

/**
 * A remark plugin that highlights fenced code blocks at build time, so the browser never loads
 * Prism. Each block's lines of tokens travel to `@theme/CodeBlock` as its `tokens` prop (see
 * `client/code-tokens.ts` for the format). Languages Prism does not know stay plain text.
 */

type PrismComponent = { alias?: string | string[] };

/** Prism's language ids by every name a fence may use: `dockerfile` → `docker`, `sh` → `bash`. */
const languageIds: ReadonlyMap<string, string> = new Map(
  Object.entries(prismComponents.languages as Record<string, PrismComponent | string>).flatMap(([id, component]) => {
    if (id === 'meta' || typeof component === 'string') return [];
    const aliases = component.alias === undefined ? [] : [component.alias].flat();
    return [[id, id], ...aliases.map((alias): [string, string] => [alias, id])];
  }),
);

function grammarFor(language: string): Prism.Grammar | undefined {
  const id = languageIds.get(language.toLowerCase());
  if (id === undefined) return undefined;
  if (!Prism.languages[id]) loadLanguages([id]);
  return Prism.languages[id];
}

type FlatToken = { types: readonly string[]; content: string };

function flatten(stream: Prism.TokenStream, parentTypes: readonly string[], out: FlatToken[]): void {
  for (const token of typeof stream === 'string' || !Array.isArray(stream) ? [stream] : stream) {
    if (typeof token === 'string') {
      out.push({ types: parentTypes.length > 0 ? parentTypes : ['plain'], content: token });
      continue;
    }
    const types = [...new Set([...parentTypes, token.type, ...(token.alias === undefined ? [] : [token.alias].flat())])];
    if (typeof token.content === 'string') out.push({ types, content: token.content });
    else flatten(token.content, types, out);
  }
}

/** Prism's tokens of `code`, one array per line; `undefined` when the language is unknown. */
export function tokenizeLines(code: string, language: string): TokenLine[] | undefined {
  const grammar = grammarFor(language);
  if (grammar === undefined) return undefined;
  const flat: FlatToken[] = [];
  flatten(Prism.tokenize(code, grammar), [], flat);
  const lines: TokenLine[] = [[]];
  for (const { types, content } of flat) {
    content.split(/\r\n|\r|\n/).forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1]!.push({ types, content: part });
    });
  }
  return lines;
}

type MarkdownNode = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MarkdownNode[];
  data?: { hProperties?: Record<string, unknown> };
};

/** Languages drawn by other components, not highlighted. */
const NOT_CODE = new Set(['mermaid']);

function highlightNode(node: MarkdownNode): void {
  if (node.type === 'code' && node.lang && !NOT_CODE.has(node.lang) && node.value !== undefined) {
    const lines = tokenizeLines(node.value, node.lang);
    if (lines !== undefined) {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tokens: encodeTokenLines(lines) } };
    }
  }
  node.children?.forEach(highlightNode);
}

export default function remarkHighlightCode() {
  return (tree: MarkdownNode): void => highlightNode(tree);
}
