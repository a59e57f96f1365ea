import { beforeAll, describe, expect, it } from 'vitest';
import remarkMermaidDiagrams, { DIAGRAM_CLASS } from './mermaid-diagrams';
import { MIN_FONT_PX } from './mermaid/svg';

type Attribute = { name: string; value: string | { data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } } } };
type Node = { type: string; name?: string; lang?: string; value?: string; position?: { start: { line: number } }; attributes?: Attribute[]; children?: Node[] };

const block = (value: string, line: number): Node => ({ type: 'code', lang: 'mermaid', value, position: { start: { line } } });

async function transform(...blocks: Node[]): Promise<Node[]> {
  const tree: Node = { type: 'root', children: blocks };
  await remarkMermaidDiagrams()(tree, { path: 'docs/guide.md', cwd: process.cwd() });
  return tree.children!;
}

const attribute = (node: Node, name: string) => node.attributes?.find((candidate) => candidate.name === name)?.value;
const svgOf = (node: Node) => (attribute(node, 'dangerouslySetInnerHTML') as Exclude<Attribute['value'], string>).data.estree.body[0]!.expression.properties[0]!.value.value;

const FLOW = 'flowchart LR\n  repo[Git 仓库] -->|拉取代码| build[构建镜像]\n  build --> run[运行]';
const SEQUENCE = 'sequenceDiagram\n  participant A as 浏览器\n  A->>B: 请求\n  B-->>A: 响应';

// Laying out diagrams is CPU work: on a machine busy with builds one test took over vitest's 5 s
// default. The tests assert what is drawn, not how fast (the build benchmark times that).
describe('remarkMermaidDiagrams', { timeout: 30_000 }, () => {
  // The plugin imports the renderer on its first diagram; loading it cold takes seconds on a busy
  // machine, which is setup, not the behaviour under test (the first test timed out at 5 s in CI).
  beforeAll(() => import('beautiful-mermaid'), 60_000);

  it('replaces each block with an inline SVG named after its first label, in a focusable frame', async () => {
    const [frame] = await transform(block(FLOW, 3));
    expect(frame).toMatchObject({ type: 'mdxJsxFlowElement', name: 'div' });
    expect(attribute(frame!, 'className')).toBe(DIAGRAM_CLASS);
    expect(attribute(frame!, 'tabIndex')).toBe('0');
    expect(attribute(frame!, 'aria-label')).toBe('Git 仓库');
    const svg = svgOf(frame!);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Git 仓库"/);
    expect(svg).toContain('>构建镜像</text>');
  });

  it('names a diagram after its title or accTitle, and shows a title as a caption', async () => {
    const [titled, accessible] = await transform(block(`${SEQUENCE}\n  title 一次请求`, 1), block(`${FLOW}\n  accTitle: 从源码到运行`, 9));
    expect(titled).toMatchObject({ name: 'figure', children: [{ name: 'figcaption' }, { name: 'div' }] });
    expect(svgOf(titled!.children![1]!)).toContain('aria-label="一次请求"');
    expect(attribute(accessible!, 'aria-label')).toBe('从源码到运行');
  });

  it('gives the ids of every diagram on a page a prefix of their own', async () => {
    const svgs = (await transform(block(FLOW, 1), block(FLOW, 8), block(SEQUENCE, 15))).map(svgOf);
    const ids = svgs.flatMap((svg) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of svgs) {
      for (const [, reference] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${reference}"`);
    }
  });

  it('keeps no style block, font import or address of another host in the SVG', async () => {
    const svg = svgOf((await transform(block(FLOW, 1)))[0]!);
    expect(svg).not.toMatch(/<style|@import|https?:|data-/);
    expect(svg).not.toMatch(/\d\.\d{2,}/);
  });

  it('draws every text at 12 px or more', async () => {
    for (const frame of await transform(block(FLOW, 1), block(SEQUENCE, 8))) {
      const svg = svgOf(frame);
      const [, viewWidth, width] = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) [\d.]+" width="([\d.]+)"/.exec(svg)!;
      const scale = Number(width) / Number(viewWidth);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]) * scale);
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_FONT_PX);
    }
  });

  it('lays out a left-to-right flow top-down when it is wider than the column and that is narrower', async () => {
    const steps = Array.from({ length: 8 }, (_, step) => `s${step}[第 ${step} 步：一个相当长的步骤名称]`).join(' --> ');
    const svg = svgOf((await transform(block(`flowchart LR\n  ${steps}`, 1)))[0]!);
    const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
    expect(Number(width)).toBeLessThan(Number(height));
  });

  it('fails with the file and line of a block that does not parse', async () => {
    await expect(transform(block(FLOW, 3), block('flowchart LR\n  A -->', 42))).rejects.toThrow(
      'docs/guide.md:42: Mermaid diagram does not parse: "A -->": a link must end at a node (line 44)',
    );
    await expect(transform(block('pie title Pets\n  "Dogs" : 386', 7))).rejects.toThrow(/^docs\/guide\.md:7: Mermaid diagram does not parse: "pie title Pets": not a diagram type/);
  });

  it('leaves pages without diagrams and other code alone', async () => {
    const code: Node = { type: 'code', lang: 'yaml', value: 'a: 1' };
    expect(await transform(code)).toEqual([code]);
  });
});
