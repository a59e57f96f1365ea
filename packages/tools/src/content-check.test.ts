import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, countWords, pageTypeOf, type ContentStats } from './content-check.js';

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

/** Enough prose to clear the length floor of an ordinary page in either locale. */
const filler = (title: string) =>
  /\p{Script=Han}/u.test(title)
    ? '平台把应用的构建、部署和运维放在同一个控制台里完成。'.repeat(25)
    : 'The platform builds, deploys and operates applications from one console. '.repeat(30);

const page = (title: string, description: string, body: string, extra = filler(title)) =>
  `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}\n\n${extra}\n`;

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
      'zh/a.md': `---\ntitle: 甲\n---\n\n敬请期待\n\n${filler('甲')}\n`,
      'en/a.md': page('A', 'Page a.', 'This page is in English, mostly. 这里是中文。'),
    });
    const problems = checkContent(join(root, 'zh'), join(root, 'en'));
    expect(problems).toEqual([
      { file: join(root, 'zh', 'a.md'), message: 'front matter has no "description"' },
      { file: join(root, 'zh', 'a.md'), message: 'placeholder text "敬请期待"' },
      { file: join(root, 'en', 'a.md'), message: 'English page contains Chinese text: "This page is in English, mostly. 这里是中文。"' },
    ]);
  });

  it('reads the labels of Mermaid diagrams as text of the page, unlike other code', () => {
    const root = tree({
      'zh/a.md': page('甲', '甲页。', '```mermaid\nflowchart LR\n  a[源码] --> b[镜像]\n```'),
      'en/a.md': page('A', 'Page a.', '```mermaid\nflowchart LR\n  a[Source] --> b[镜像]\n```\n\n```bash\necho 你好\n```'),
    });
    expect(checkContent(join(root, 'zh'), join(root, 'en'))).toEqual([
      { file: join(root, 'en', 'a.md'), message: 'English page contains Chinese text: "a[Source] --> b[镜像]"' },
    ]);
  });

  it('reports pages shorter than the floor of their type, and counts pages and words', () => {
    const root = tree({
      'zh/guide.md': page('指南', '一个指南。', '太短了。', ''),
      'en/guide.md': page('Guide', 'A guide.', 'Too short.', ''),
      'zh/section/index.md': page('概览', '章节概览。', '本章介绍安装 Rainbond 的几种方式以及如何选择。'.repeat(12), ''),
      'en/section/index.md': page('Overview', 'Section overview.', 'This section lists the ways to install Rainbond and how to pick one. '.repeat(10), ''),
    });
    const stats: ContentStats = { zh: { pages: 0, words: 0, dataFiles: 0 }, en: { pages: 0, words: 0, dataFiles: 0 } };
    const problems = checkContent(join(root, 'zh'), join(root, 'en'), stats);
    expect(problems.map((problem) => problem.message)).toEqual([
      'too short for a page of type "page": 3 characters, at least 500',
      'too short for a page of type "page": 2 words, at least 300',
    ]);
    expect(stats.zh.pages).toBe(2);
    expect(stats.en.pages).toBe(2);
    expect(stats.en.words).toBe(2 + 13 * 10);
  });

  it('rejects images from other hosts, in markdown and in HTML, but not in code', () => {
    const root = tree({
      'zh/a.md': page('图片', '外部图片。', '![架构](https://example.com/a.png)'),
      'en/a.md': page('Images', 'Outside images.', '<img src="//cdn.example.com/a.png" alt="a" />\n\n```md\n![ok](https://example.com/in-code.png)\n```'),
    });
    const messages = checkContent(join(root, 'zh'), join(root, 'en')).map((problem) => problem.message);
    expect(messages).toEqual([
      'image from another host: ![架构](https://example.com/a.png)',
      'image from another host: <img src="//',
    ]);
  });
});

describe('page types and word counts', () => {
  it('classifies pages by path and front matter', () => {
    expect(pageTypeOf('installation/index.md', {})).toBe('overview');
    expect(pageTypeOf('faq.md', { page_type: 'overview' })).toBe('overview');
    expect(pageTypeOf('api/team/createTeam.md', {})).toBe('api');
    expect(pageTypeOf('quick-start/quick-install.mdx', {})).toBe('page');
  });

  it('counts English words, and Chinese characters plus Latin words', () => {
    expect(countWords('Install Rainbond on port 7070.', 'en')).toBe(5);
    expect(countWords('在 Linux 上安装 Rainbond', 'zh')).toBe(2 + 4);
  });
});
