import type { RenderOptions } from 'beautiful-mermaid';
import { firstLabel, finishSvg, type FinishedSvg } from './svg';
import { readDiagram, rendererCode, type DiagramSource } from './source';
import { findProblem } from './validate';

/** beautiful-mermaid's `renderMermaidSVG`, passed in because the package is ESM-only and loads with import(). */
export type RenderSvg = (code: string, options?: RenderOptions) => string;

/** A diagram ready to be inlined. */
export interface Diagram extends FinishedSvg {
  /** The accessible name: the title, else `accTitle`, else the first label. */
  readonly name: string;
  /** The visible title, when the diagram has one. */
  readonly title?: string;
}

/** A diagram that cannot be drawn whole; `line` counts from the block's first line (0). */
export class DiagramError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * A left-to-right flow wider than this (the docs column at a 1280 px window is about 700 px) is
 * laid out top-down instead when that is narrower: a reader then scrolls the page, not the diagram.
 */
const COLUMN_WIDTH = 700;

/** Only colours come from the stylesheet; padding is small because the page gives diagrams room. */
const RENDER_OPTIONS: RenderOptions = { transparent: true, padding: 8 };

function draw(source: DiagramSource, header: string, render: RenderSvg, idPrefix: string): Diagram {
  let rendered: string;
  try {
    rendered = render(rendererCode(source, header), RENDER_OPTIONS);
  } catch (error) {
    throw new DiagramError(source.header.line, error instanceof Error ? error.message : String(error));
  }
  const name = source.title ?? source.accTitle ?? firstLabel(rendered) ?? header;
  return { ...finishSvg(rendered, idPrefix, name), name, title: source.title };
}

/** Checks and draws one Mermaid block; throws a `DiagramError` when it would not be drawn whole. */
export function renderDiagram(code: string, render: RenderSvg, idPrefix: string): Diagram {
  const source = readDiagram(code);
  if (source === undefined) throw new DiagramError(0, 'the block is empty');
  const problem = findProblem(source);
  if (problem !== undefined) throw new DiagramError(problem.statement.line, `"${problem.statement.text}": ${problem.reason}`);
  const diagram = draw(source, source.header.text, render, idPrefix);
  const sideways = /^(?:flowchart|graph)\s+(?:LR|RL)$/.exec(source.header.text);
  if (sideways === null || diagram.width <= COLUMN_WIDTH) return diagram;
  const downwards = draw(source, source.header.text.replace(/(?:LR|RL)$/, 'TD'), render, idPrefix);
  return downwards.width < diagram.width ? downwards : diagram;
}
