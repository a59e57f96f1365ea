import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { DiagramError, renderDiagram, type Diagram, type RenderSvg } from './mermaid/render';

/**
 * A remark plugin that draws every ```mermaid block as an inline SVG at build time, so pages show
 * their diagrams without JavaScript and no Mermaid code reaches the browser. The SVG is one string
 * set with `dangerouslySetInnerHTML`: in the page's JS chunk that is smaller than the same markup as
 * JSX elements. Colours, fonts and the scrolling frame come from `client/mermaid.css`. A block that
 * cannot be drawn whole fails the build with its file and line.
 */

type Position = { start: { line: number } };
type MarkdownNode = { type: string; lang?: string | null; value?: string; position?: Position; children?: MarkdownNode[] };
type SourceFile = { path?: string; cwd?: string };

type JsxAttribute = { type: 'mdxJsxAttribute'; name: string; value: string | JsxExpression };
type JsxExpression = { type: 'mdxJsxAttributeValueExpression'; value: string; data: { estree: unknown } };
type JsxElement = { type: 'mdxJsxFlowElement'; name: string; attributes: JsxAttribute[]; children: (JsxElement | JsxText)[] };
type JsxText = { type: 'paragraph'; children: { type: 'text'; value: string }[] };

/** The class the stylesheet draws diagrams with. */
export const DIAGRAM_CLASS = 'theme-mermaid';

/** `dangerouslySetInnerHTML={{__html: svg}}`, with the estree MDX compiles. */
function innerHtml(svg: string): JsxAttribute {
  const property = {
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: { type: 'Identifier', name: '__html' },
    value: { type: 'Literal', value: svg },
  };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties: [property] } }] };
  return { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(svg)}}`, data: { estree } } };
}

const attribute = (name: string, value: string): JsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * The diagram in a frame that scrolls sideways when it is wider than the column; the frame takes
 * keyboard focus so it can be scrolled without a mouse, and carries the name screen readers announce.
 */
function diagramElement(diagram: Diagram): JsxElement {
  const frame: JsxElement = {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [attribute('className', DIAGRAM_CLASS), attribute('tabIndex', '0'), attribute('role', 'group'), attribute('aria-label', diagram.name), attribute('data-pagefind-ignore', ''), innerHtml(diagram.svg)],
    children: [],
  };
  if (diagram.title === undefined) return frame;
  const caption: JsxElement = { type: 'mdxJsxFlowElement', name: 'figcaption', attributes: [], children: [{ type: 'paragraph', children: [{ type: 'text', value: diagram.title }] }] };
  return { type: 'mdxJsxFlowElement', name: 'figure', attributes: [attribute('className', `${DIAGRAM_CLASS}-figure`)], children: [caption, frame] };
}

/** Where a block is, for error messages: the file as its author knows it, relative to the working directory. */
function location(file: SourceFile, node: MarkdownNode): string {
  let where = file.path ?? '<unknown file>';
  try {
    where = path.relative(file.cwd ?? process.cwd(), realpathSync(where));
  } catch {
    // not a file on disk (a test, a virtual file): keep the path as given
  }
  return `${where}:${node.position?.start.line ?? '?'}`;
}

/** Ids inside SVGs must be unique on the page: each diagram's get a prefix from its code and place in the file. */
function idPrefix(code: string, ordinal: number): string {
  return `m${createHash('sha1').update(code).digest('hex').slice(0, 6)}${ordinal}-`;
}

function mermaidBlocks(node: MarkdownNode, found: { parent: MarkdownNode; index: number; node: MarkdownNode }[] = []) {
  node.children?.forEach((child, index) => {
    if (child.type === 'code' && child.lang === 'mermaid') found.push({ parent: node, index, node: child });
    else mermaidBlocks(child, found);
  });
  return found;
}

export default function remarkMermaidDiagrams() {
  return async (tree: MarkdownNode, file: SourceFile): Promise<void> => {
    const blocks = mermaidBlocks(tree);
    if (blocks.length === 0) return;
    const { renderMermaidSVG }: { renderMermaidSVG: RenderSvg } = await import('beautiful-mermaid');
    blocks.forEach(({ parent, index, node }, ordinal) => {
      const code = node.value ?? '';
      try {
        parent.children![index] = diagramElement(renderDiagram(code, renderMermaidSVG, idPrefix(code, ordinal))) as unknown as MarkdownNode;
      } catch (error) {
        const reason = error instanceof DiagramError ? `${error.message} (line ${(node.position?.start.line ?? 0) + 1 + error.line})` : String(error);
        throw new Error(`${location(file, node)}: Mermaid diagram does not parse: ${reason}`, { cause: error });
      }
    });
  };
}
