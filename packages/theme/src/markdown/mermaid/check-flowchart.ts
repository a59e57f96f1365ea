import type { Statement } from './source';
import { nesting, type Checker, type Problem } from './problem';
import { fixedColourProblem } from './theme-colours';

/** Statements other than nodes and links, in the forms the renderer reads. */
const DIRECTIVES: readonly RegExp[] = [
  /^classDef\s+\w+\s+.+$/,
  /^class\s+[\w,-]+\s+\w+$/,
  /^style\s+[\w,-]+\s+.+$/,
  /^linkStyle\s+(?:default|[\d,\s]+)\s+.+$/,
  /^subgraph\s+.+$/,
];
/** The properties of a statement that styles nodes or links. */
const STYLED = /^(?:classDef\s+\w+|style\s+[\w,-]+|linkStyle\s+(?:default|[\d,\s]+))\s+(.+)$/;
const KEYWORD = /^(?:classDef|class|style|linkStyle|subgraph|direction|click|callback|accDescr)\b/;
const DIRECTION = /^direction\s+(?:TB|TD|BT|RL|LR)$/;

/** A node id: the renderer takes letters, digits, `_` and `-` greedily, so `A-->B` reads as node `A--`. */
const NODE_ID = /^[\w-]+/;
/** Node shapes, most specific first; a label ends at the first closing delimiter. */
const SHAPES: readonly RegExp[] = [
  /^\(\(\(.+?\)\)\)/,
  /^\(\[.+?\]\)/,
  /^\(\(.+?\)\)/,
  /^\[\[.+?\]\]/,
  /^\[\(.+?\)\]/,
  /^\[\/.+?\\\]/,
  /^\[\\.+?\/\]/,
  /^>.+?\]/,
  /^\{\{.+?\}\}/,
  /^\[.+?\]/,
  /^\(.+?\)/,
  /^\{.+?\}/,
];
const CLASS_SUFFIX = /^:::\w[\w-]*/;
/** Links: `-->`, `---`, `-.->`, `-.-`, `==>`, `===`, optionally `<` first and `|label|` after, or `-- label -->`. */
const LINK = /^<?(?:-->|---|-\.->|-\.-|==>|===)(?:\|[^|]*\|)?/;
const TEXT_LINK = /^<?(?:--|-\.|==)\s+.+?\s+(?:-->|---|\.->|-\.-|==>|===)/;

/** The rest of `text` after one node, or `undefined` when it does not start with one. */
function afterNode(text: string): string | undefined {
  const id = NODE_ID.exec(text);
  if (id === null) return undefined;
  let rest = text.slice(id[0].length);
  const shape = SHAPES.map((pattern) => pattern.exec(rest)).find((match) => match !== null);
  if (shape) rest = rest.slice(shape[0].length);
  return rest.replace(CLASS_SUFFIX, '').trimStart();
}

/** The rest after `A & B & C`. */
function afterNodeGroup(text: string): string | undefined {
  let rest = afterNode(text);
  while (rest?.startsWith('&')) rest = afterNode(rest.slice(1).trimStart());
  return rest;
}

/** Why a chain of nodes and links (`A[x] --> B & C -.-> D`) is not read whole, if it is not. */
function chainProblem(text: string): string | undefined {
  let rest = afterNodeGroup(text);
  if (rest === undefined) return 'does not start with a node id (letters, digits, _ or -)';
  while (rest !== '') {
    const link = LINK.exec(rest) ?? TEXT_LINK.exec(rest);
    if (link === null) return `cannot read "${rest}" (a link is -->, ---, -.->, -.-, ==> or ===, with spaces around it)`;
    const next = afterNodeGroup(rest.slice(link[0].length).trimStart());
    if (next === undefined) return 'a link must end at a node';
    rest = next;
  }
  return undefined;
}

export const checkFlowchart: Checker = (body: readonly Statement[]): Problem | undefined => {
  const subgraphs = nesting((text) => text.startsWith('subgraph '), (text) => text === 'end', 'subgraph');
  for (const statement of body) {
    const { text } = statement;
    const nested = subgraphs.step(statement);
    if (nested) return nested;
    if (text === 'end') continue;
    if (DIRECTIVES.some((pattern) => pattern.test(text))) {
      const colour = STYLED.exec(text);
      const reason = colour === null ? undefined : fixedColourProblem(colour[1]!);
      if (reason !== undefined) return { statement, reason };
      continue;
    }
    if (DIRECTION.test(text)) {
      if (subgraphs.depth() === 0) return { statement, reason: 'direction is only read inside a subgraph; set it in the first line' };
      continue;
    }
    if (KEYWORD.test(text)) return { statement, reason: 'is not a statement this renderer draws' };
    const reason = chainProblem(text);
    if (reason !== undefined) return { statement, reason };
  }
  return subgraphs.finish();
};
