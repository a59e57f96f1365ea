import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from './content-check.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const page = (title: string, description: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}\n`;

describe('checkContent', () => {
  it('accepts twin pages with front matter and real text', () => {
    const root = tree({
      'zh/intro.md': page('介绍', '平台介绍。', 'Rainbond 是一个应用管理平台。\n\n```bash\necho 你好\n```'),
      'en/intro.md': page('Introduction', 'About the platform.', 'Rainbond manages applications.\n\n```bash\necho 你好\n```'),
    });
    expect(checkContent(join(root, 'zh'), join(root, 'en'))).toEqual([]);
  });

  it('reports a page without its twin in either direction', () => {
    const root = tree({
      'zh/a.md': page('甲', '甲页。', '正文。'),
      'en/b.md': page('B', 'Page b.', 'Text.'),
    });
    const messages = checkContent(join(root, 'zh'), join(root, 'en')).map((p) => p.message);
    expect(messages).toContain(`no English twin at ${join(root, 'en', 'a.md')}`);
    expect(messages).toContain(`no Chinese original at ${join(root, 'zh', 'b.md')}`);
  });

  it('requires explicit heading ids, the same in both locales, so #anchors survive a language switch', () => {
    const root = tree({
      'zh/a.md': page('甲', '甲页。', '## 安装 {#install}\n\n正文。\n\n## 升级 {#upgrade}\n\n正文。'),
      'en/a.md': page('A', 'Page a.', '## Install {#install}\n\nText.\n\n## Upgrading {#upgrading}\n\nText.\n\n## Notes\n\nMore.\n\n```bash\n## not a heading\n```'),
    });
    expect(checkContent(join(root, 'zh'), join(root, 'en'))).toEqual([
      { file: join(root, 'en', 'a.md'), message: 'heading ids differ from the Chinese page: [install, upgrading] vs [install, upgrade]' },
      { file: join(root, 'en', 'a.md'), message: 'heading "Notes" has no explicit id such as {#some-id}' },
    ]);
  });

  it('reports missing front matter, placeholders and Chinese on English pages', () => {
    const root = tree({
      'zh/a.md': '---\ntitle: 甲\n---\n\n敬请期待\n',
      'en/a.md': page('A', 'Page a.', 'This page is in English, mostly. 这里是中文。'),
    });
    const problems = checkContent(join(root, 'zh'), join(root, 'en'));
    expect(problems).toEqual([
      { file: join(root, 'zh', 'a.md'), message: 'front matter has no "description"' },
      { file: join(root, 'zh', 'a.md'), message: 'placeholder text "敬请期待"' },
      { file: join(root, 'en', 'a.md'), message: 'English page contains Chinese text: "This page is in English, mostly. 这里是中文。"' },
    ]);
  });
});
