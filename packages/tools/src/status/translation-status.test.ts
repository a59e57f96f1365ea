import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translationStatus } from './translation-status.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function repo(): { root: string; write: (file: string, text: string) => void; commit: () => string } {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'translation-status-')));
  roots.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  return {
    root,
    write: (file, text) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    },
    commit: () => {
      git('add', '-A');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'change');
      return git('rev-parse', 'HEAD');
    },
  };
}

const zh = (body: string) => `---\ntitle: 标题\ndescription: 描述。\n---\n\n${body}\n`;
const en = (revision: string | undefined, body: string) =>
  `---\ntitle: Title\ndescription: About.\n${revision === undefined ? '' : `source_revision: ${revision}\n`}---\n\n${body}\n`;

describe('translationStatus', () => {
  it('counts pages, words and missing twins, and finds the English pages whose Chinese page changed since their revision', () => {
    const { root, write, commit } = repo();
    write('zh/a.md', zh('第一版。'));
    write('zh/b.md', zh('不变。'));
    write('zh/only-zh.md', zh('只有中文。'));
    const first = commit();
    write('en/a.md', en(first.slice(0, 7), 'First version.'));
    write('en/b.md', en(first, 'Unchanged.'));
    write('en/c.md', en(undefined, 'No revision recorded.'));
    write('zh/c.md', zh('没有记录。'));
    commit();
    write('zh/a.md', zh('第二版，改过了。'));
    const second = commit();

    const status = translationStatus(path.join(root, 'zh'), path.join(root, 'en'));
    expect(status.zh).toEqual({ pages: 4, words: 6 + 2 + 4 + 4, missingTwins: 1 });
    expect(status.en).toMatchObject({ pages: 3, missingTwins: 0, stale: 1, untracked: 1 });
    expect(status.stalePages).toEqual([
      { page: 'a.md', enFile: path.join(root, 'en/a.md'), translated: first.slice(0, 7), changed: { hash: second, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } },
    ]);
  });

  it('counts a translation recorded after the last Chinese change as current', () => {
    const { root, write, commit } = repo();
    write('zh/a.md', zh('正文。'));
    commit();
    write('en/other.md', en(undefined, 'x'));
    const later = commit();
    write('en/a.md', en(later, 'Body.'));
    commit();
    expect(translationStatus(path.join(root, 'zh'), path.join(root, 'en')).en.stale).toBe(0);
  });

  it('names the page whose revision is not a commit hash', () => {
    const { root, write, commit } = repo();
    write('zh/a.md', zh('正文。'));
    write('en/a.md', en('yesterday', 'Body.'));
    commit();
    expect(() => translationStatus(path.join(root, 'zh'), path.join(root, 'en'))).toThrow('en/a.md: front matter "source_revision" must be a git commit hash, got "yesterday"');
  });
});
