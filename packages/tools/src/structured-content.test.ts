import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, type ContentStats } from './content-check.js';
import { checkStructuredContent } from './structured-content.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'structured-content-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const zhPage = 'hero:\n  title: 一体化 DevOps\n  actions:\n    - label: 快速安装\n      href: /docs/quick-start\n';
const enPage = 'hero:\n  title: Integrated DevOps\n  actions:\n    - label: Quick install\n      href: /docs/quick-start\n';

describe('checkStructuredContent', () => {
  it('accepts twins with the same keys and English values', () => {
    const root = tree({ 'zh/feature/devops.yml': zhPage, 'en/feature/devops.yml': enPage });
    expect(checkStructuredContent(join(root, 'zh'), join(root, 'en'))).toEqual({ problems: [], files: { zh: 1, en: 1 } });
  });

  it('reports a file without its twin in either direction', () => {
    const root = tree({ 'zh/a.yml': zhPage, 'en/b.yml': enPage });
    expect(checkStructuredContent(join(root, 'zh'), join(root, 'en')).problems).toEqual([
      { file: join(root, 'zh', 'a.yml'), message: `no English twin at ${join(root, 'en', 'a.yml')}` },
      { file: join(root, 'en', 'b.yml'), message: `no Chinese original at ${join(root, 'zh', 'b.yml')}` },
    ]);
  });

  it('names the keys one locale has and the other lacks, list items included', () => {
    const root = tree({
      'zh/a.yml': zhPage,
      'en/a.yml': 'hero:\n  title: Integrated DevOps\n  subtitle: Extra\n  actions:\n    - label: Quick install\n',
    });
    expect(checkStructuredContent(join(root, 'zh'), join(root, 'en')).problems.map((problem) => problem.message)).toEqual([
      'key "hero.actions[0].href" is missing (the Chinese file has it)',
      'key "hero.subtitle" is not in the Chinese file',
    ]);
  });

  it('reports Chinese in English values, placeholders and YAML that does not parse', () => {
    const root = tree({
      'zh/a.yml': zhPage,
      'en/a.yml': enPage.replace('Quick install', '快速安装'),
      'zh/b.yml': 'title: 待补充\n',
      'en/b.yml': 'title: [unclosed\n',
    });
    const problems = checkStructuredContent(join(root, 'zh'), join(root, 'en')).problems;
    expect(problems.map((problem) => problem.message)).toEqual([
      '"hero.actions[0].label" contains Chinese text: "快速安装"',
      expect.stringMatching(/^not valid YAML: /),
    ]);
    expect(problems[1]!.file).toBe(join(root, 'en', 'b.yml'));
    const placeholders = checkStructuredContent(join(root, 'zh'), join(root, 'en').replace(/en$/, 'zh')).problems;
    expect(placeholders.map((problem) => problem.message)).toContain('"title" has placeholder text "待补充"');
  });

  it('runs as part of the content check of a folder, counted as data files', () => {
    const root = tree({ 'zh/a.yml': zhPage, 'en/a.yml': enPage.replace('Integrated', '一体化') });
    const stats: ContentStats = { zh: { pages: 0, words: 0, dataFiles: 0 }, en: { pages: 0, words: 0, dataFiles: 0 } };
    expect(checkContent(join(root, 'zh'), join(root, 'en'), stats).map((problem) => problem.message)).toEqual(['"hero.title" contains Chinese text: "一体化 DevOps"']);
    expect(stats.zh.dataFiles).toBe(1);
    expect(stats.en.dataFiles).toBe(1);
  });
});
