import { describe, expect, it } from 'vitest';
import { readDiagram } from './source';
import { findProblem } from './validate';

/** The problem the checks find in `code`, as `line: reason`, or undefined. */
function problem(code: string): string | undefined {
  const found = findProblem(readDiagram(code)!);
  return found && `${found.statement.line}: ${found.reason}`;
}

describe('Mermaid checks', () => {
  it('accept the statements the renderer draws', () => {
    expect(problem('flowchart TB\n  subgraph Office[开发环境]\n    A[模块 A] --- B(模块 B) & C{{C}}\n    B -->|发布| D[(数据库)]:::new\n  end\n  A -. 监控 .-> D\n  A -.注册发现.-> B\n  classDef new fill:var(--rb-color-successSoft),stroke:var(--rb-color-success)')).toBeUndefined();
    expect(problem('sequenceDiagram\n  participant GW as 网关 / Service\n  A->>+GW: 请求\n  alt 命中缓存\n    GW-->>-A: 200\n  else\n    GW--xA: 超时\n  end\n  Note over A,GW: 结束')).toBeUndefined();
    expect(problem('stateDiagram-v2\n  [*] --> 未部署: 创建组件\n  state 运行 {\n    启动中 --> 运行中\n  }\n  运行中 --> [*]')).toBeUndefined();
  });

  it('find what the renderer would skip without a word', () => {
    expect(problem('flowchart LR\n  A -->')).toBe('1: a link must end at a node');
    expect(problem('flowchart LR\n  A-->B')).toMatch(/^1: cannot read ">B"/);
    expect(problem('flowchart LR\n  A --> B[未闭合')).toMatch(/^1: cannot read "\[未闭合"/);
    expect(problem('flowchart LR\n  A --> B\n  click A "https://example.com"')).toBe('2: is not a statement this renderer draws');
    expect(problem('flowchart LR\n  subgraph S\n  A --> B')).toBe('1: opens a subgraph that is never closed');
    expect(problem('flowchart LR\n  A --> B\n  end')).toBe('2: closes a subgraph that was never opened');
    expect(problem('flowchart LR\n  A --> B\n  style A fill:#f9f')).toMatch(/^2: fill:#f9f is a fixed colour/);
    expect(problem('sequenceDiagram\n  Note over A,B: 先说明\n  A->>B: hi')).toMatch(/^1: a note before the first message is not drawn/);
    expect(problem('sequenceDiagram\n  A->>B')).toMatch(/^1: is not a participant, message/);
    expect(problem('sequenceDiagram\n  parser->>B: x')).toMatch(/^1: starts with a block keyword/);
    expect(problem('sequenceDiagram\n  autonumber\n  A->>B: x')).toMatch(/^1: is not drawn by this renderer/);
    expect(problem('stateDiagram-v2\n  [*] --> ')).toMatch(/^1: is not a transition/);
    expect(problem('stateDiagram-v2\n  A --> B\n  note right of A: x')).toMatch(/^2: is not a transition/);
  });

  it('know only the diagram types the site draws, and want something to draw', () => {
    expect(problem('classDiagram\n  A <|-- B')).toMatch(/^0: not a diagram type this site draws/);
    expect(problem('flowchart XX\n  A --> B')).toMatch(/^0: not a diagram type/);
    expect(problem('flowchart LR')).toBe('0: the diagram has nothing to draw');
  });

  it('read titles, accessibility lines and comments apart from the statements', () => {
    const source = readDiagram('---\ntitle: 部署流程\n---\nflowchart LR\n  %% a comment\n  accTitle: 无障碍标题\n  accDescr {\n    多行说明\n  }\n  A --> B')!;
    expect(source).toMatchObject({ title: '部署流程', accTitle: '无障碍标题', header: { text: 'flowchart LR', line: 3 } });
    expect(source.body).toEqual([{ text: 'A --> B', line: 9 }]);
  });
});
