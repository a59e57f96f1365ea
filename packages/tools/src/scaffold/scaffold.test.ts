import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../content-check.js';
import { withSourceRevision } from '../status/record-revision.js';
import { executePlan } from '../versions/plan.js';
import { fixtureWorkspace, readJsonFile, type FixtureWorkspace } from '../versions/test-fixture.js';
import { planNewDoc, planNewPost } from './new-doc.js';
import { addSidebarEntry, type Sidebars } from './sidebar-entry.js';

let workspace: FixtureWorkspace | undefined;
afterEach(() => workspace?.remove());
const quiet = { dryRun: false, log: () => undefined };

describe('planNewDoc', () => {
  it('writes the page and its twin with front matter and heading ids, lists it in the sidebar, and fails the content check until filled', () => {
    workspace = fixtureWorkspace();
    const { root } = workspace;
    executePlan(planNewDoc(root, 'latest', 'upgrade', '升级', 'Upgrading'), quiet);

    const pkg = path.join(root, 'packages/content-docs-latest');
    const zh = readFileSync(path.join(pkg, 'docs/upgrade.md'), 'utf8');
    expect(zh).toMatch(/^---\ntitle: 升级\ndescription: 待补充/);
    expect(zh).toContain('## 操作步骤 {#steps}');
    expect(readFileSync(path.join(pkg, 'i18n/en/upgrade.md'), 'utf8')).toMatch(/^---\ntitle: Upgrading\n[\s\S]*## Steps \{#steps\}/);
    expect(readJsonFile(root, 'packages/content-docs-latest/sidebars.json')).toEqual({ docs: ['intro', 'install', 'upgrade'] });

    const problems = checkContent(path.join(pkg, 'docs'), path.join(pkg, 'i18n/en')).filter((problem) => problem.file.includes('upgrade'));
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(/placeholder/i);
  });

  it('refuses an existing page, an unknown version and a missing title', () => {
    workspace = fixtureWorkspace();
    const { root } = workspace;
    expect(() => planNewDoc(root, 'latest', 'intro', '介绍', undefined)).toThrow('packages/content-docs-latest/docs/intro.md exists already');
    expect(() => planNewDoc(root, '4.0', 'x', '标题', undefined)).toThrow('no docs package of version "4.0"; versions: latest, 5.17');
    expect(() => planNewDoc(root, '5.17', 'x', undefined, undefined)).toThrow('--title (the Chinese title) is required');
  });
});

describe('addSidebarEntry', () => {
  it('puts a page after the last page of its folder, inside nested categories, else at the end of the docs sidebar', () => {
    const sidebars: Sidebars = {
      docs: ['intro', { type: 'category', label: '运维', items: ['ops/a', { type: 'doc', id: 'ops/b' }, { type: 'category', items: ['ops/deep/c'] }] }],
      api: ['api/intro'],
    };
    expect(addSidebarEntry(sidebars, 'ops/new')).toBe('docs');
    expect(addSidebarEntry(sidebars, 'ops/deep/new')).toBe('docs');
    expect(addSidebarEntry(sidebars, 'api/new')).toBe('api');
    expect(addSidebarEntry(sidebars, 'faq/new')).toBe('docs');
    expect(sidebars).toEqual({
      docs: ['intro', { type: 'category', label: '运维', items: ['ops/a', { type: 'doc', id: 'ops/b' }, 'ops/new', { type: 'category', items: ['ops/deep/c', 'ops/deep/new'] }] }, 'faq/new'],
      api: ['api/intro', 'api/new'],
    });
    expect(() => addSidebarEntry(sidebars, 'ops/a')).toThrow('sidebar "docs" lists ops/a already');
  });
});

describe('planNewPost', () => {
  it('writes a dated post and its twin with slug, authors and a truncate marker', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'new-post-'));
    try {
      mkdirSync(path.join(root, 'packages/content-blog/blog'), { recursive: true });
      writeFileSync(path.join(root, 'packages/content-blog/blog/authors.yml'), 'rainbond:\n  name: Rainbond\nzhangsan:\n  name: 张三\n');
      executePlan(planNewPost(root, 'gpu-sharing', 'GPU 共享', undefined, '2026-11-26', 'zhangsan'), quiet);
      const zh = readFileSync(path.join(root, 'packages/content-blog/blog/2026-11-26-gpu-sharing.md'), 'utf8');
      expect(zh).toMatch(/^---\ntitle: GPU 共享\ndescription: .*\nslug: gpu-sharing\ndate: 2026-11-26\nauthors: \[zhangsan\]\ntags: \[rainbond\]\n---/);
      expect(zh).toContain('<!-- truncate -->');
      expect(readFileSync(path.join(root, 'packages/content-blog/i18n/en/2026-11-26-gpu-sharing.md'), 'utf8')).toMatch(/^---\ntitle: "TODO: English title"\n/);
      expect(() => planNewPost(root, 'x', '标题', undefined, '2026-11-26', 'lisi')).toThrow('--author must be a key of packages/content-blog/blog/authors.yml (rainbond, zhangsan), got "lisi"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('withSourceRevision', () => {
  it('adds or replaces the key in the front matter and keeps the rest', () => {
    expect(withSourceRevision('---\ntitle: A\n---\n\nBody\n', 'abc1234')).toBe('---\ntitle: A\nsource_revision: abc1234\n---\n\nBody\n');
    expect(withSourceRevision('---\ntitle: A\nsource_revision: 0000000\n---\nBody', 'abc1234')).toBe('---\ntitle: A\nsource_revision: abc1234\n---\nBody');
  });
});
