/** One line of a diagram that says something: trimmed, with its line number inside the block (0 = the first). */
export interface Statement {
  readonly text: string;
  readonly line: number;
}

/** A Mermaid block read into the parts the plugin needs. */
export interface DiagramSource {
  /** The diagram's first statement: `flowchart LR`, `sequenceDiagram`, … */
  readonly header: Statement;
  /** Every statement after the header, without comments, titles and accessibility lines. */
  readonly body: readonly Statement[];
  /** The visible title: front matter `title:` or a `title` statement. */
  readonly title?: string;
  /** `accTitle:`, the title screen readers get when there is no visible one. */
  readonly accTitle?: string;
}

const FLOWCHART = /^(?:flowchart|graph)\b/;
/**
 * Mermaid reads dotted links with a label in several spellings (`-.label.->`, `-. label .-`); the
 * renderer only `-. label .->` and `-. label -.-`, and skips the others without a word.
 */
const DOTTED_LABEL = /(^|\s)-\.(?![-.])\s*(.+?)\s*\.(->|-)(?=\s|$)/g;

function spaceDottedLabels(text: string): string {
  return text.replace(DOTTED_LABEL, (_link, before: string, label: string, end: string) => `${before}-. ${label} ${end === '->' ? '.->' : '-.-'}`);
}

const TITLE_STATEMENT = /^title(?:\s*:\s*|\s+)(.+)$/;
const ACC_TITLE = /^accTitle\s*:\s*(.+)$/;
const ACC_DESCR = /^accDescr\s*:/;
const ACC_DESCR_BLOCK = /^accDescr\s*\{/;

/** Statements of the front matter (`---` … `---`) and the line where the diagram starts. */
function frontMatter(lines: readonly string[]): { title?: string; end: number } {
  if (lines[0]?.trim() !== '---') return { end: 0 };
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close === -1) return { end: 0 };
  const title = lines
    .slice(1, close)
    .map((line) => /^title\s*:\s*(.+)$/.exec(line.trim())?.[1])
    .find((value) => value !== undefined);
  return { title: title === undefined ? undefined : unquote(title), end: close + 1 };
}

function unquote(text: string): string {
  return /^(["']).*\1$/.test(text) ? text.slice(1, -1) : text;
}

/** Reads a block; `undefined` when it holds no statement at all. */
export function readDiagram(code: string): DiagramSource | undefined {
  const lines = code.split(/\r\n|\r|\n/);
  const front = frontMatter(lines);
  let title = front.title;
  let accTitle: string | undefined;
  let inAccDescr = false;
  const statements: Statement[] = [];
  for (let line = front.end; line < lines.length; line += 1) {
    const text = lines[line]!.trim();
    if (inAccDescr) {
      inAccDescr = !text.endsWith('}');
      continue;
    }
    if (text === '' || text.startsWith('%%')) continue;
    const accTitleMatch = ACC_TITLE.exec(text);
    const titleMatch = statements.length > 0 ? TITLE_STATEMENT.exec(text) : null;
    if (accTitleMatch) accTitle = accTitleMatch[1]!.trim();
    else if (titleMatch) title = unquote(titleMatch[1]!.trim());
    else if (ACC_DESCR_BLOCK.test(text)) inAccDescr = !text.endsWith('}');
    else if (!ACC_DESCR.test(text)) statements.push({ text, line });
  }
  const [header, ...rest] = statements;
  if (header === undefined) return undefined;
  const body = FLOWCHART.test(header.text) ? rest.map(({ text, line }) => ({ text: spaceDottedLabels(text), line })) : rest;
  return { header, body, title, accTitle };
}

/** The text the renderer gets: the header (or a replacement) and the statements, one a line. */
export function rendererCode(source: DiagramSource, header: string = source.header.text): string {
  return [header, ...source.body.map((statement) => statement.text)].join('\n');
}
