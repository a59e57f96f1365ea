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
  `---\ntitle: Title\ndescription: About.\n${revision === undefined ? '' : `source_revision: "${revision}"\n`}---\n\n${body}\n`;

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
    expect(() => translationStatus(path.join(root, 'zh'), path.join(root, 'en'))).toThrow('en/a.md: front matter "source_revision" must be a git commit hash (quote a short one, YAML may read it as a number), got "yesterday"');
  });

  it('names a revision that is not a commit, and one that does not hold the Chinese page; counts git-ignored (generated) pages apart', () => {
    const { root, write, commit } = repo();
    write('zh/other.md', zh('别的页面。'));
    const before = commit();
    write('.gitignore', '/en/api/\n');
    write('zh/a.md', zh('正文。'));
    write('zh/b.md', zh('正文。'));
    write('zh/api/op.md', zh('生成的。'));
    write('en/api/op.md', en(undefined, 'Generated.'));
    write('en/a.md', en('0123456789abcdef0123456789abcdef01234567', 'Body.'));
    write('en/b.md', en(before, 'Body.'));
    write('en/other.md', en(before, 'Body.'));
    commit();
    const status = translationStatus(path.join(root, 'zh'), path.join(root, 'en'));
    expect(status.wrongRevisions).toEqual([
      { enFile: path.join(root, 'en/a.md'), message: 'source_revision 0123456789abcdef0123456789abcdef01234567 is not a commit of this repository (or names several)' },
      { enFile: path.join(root, 'en/b.md'), message: `source_revision ${before} does not hold the Chinese page zh/b.md` },
    ]);
    expect(status.en).toMatchObject({ untracked: 0, generated: 1, unverified: 0, stale: 0 });
    expect(status.untrackedPages).toEqual([]);
  });

  it('in a shallow clone, a revision older than the clone is unverified: neither wrong nor stale', () => {
    const { root, write, commit } = repo();
    write('zh/a.md', zh('第一版。'));
    const first = commit();
    write('en/a.md', en(first, 'First version.'));
    commit();
    write('zh/a.md', zh('第二版。'));
    commit();
    const clone = `${root}-shallow`;
    roots.push(clone);
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, clone]);
    const shallow = translationStatus(path.join(clone, 'zh'), path.join(clone, 'en'));
    expect(shallow.en).toMatchObject({ stale: 0, unverified: 1 });
    expect(shallow.wrongRevisions).toEqual([]);
    // The full history knows it is stale.
    expect(translationStatus(path.join(root, 'zh'), path.join(root, 'en')).en).toMatchObject({ stale: 1, unverified: 0 });
  });
});
