import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitHistoryVcs, insideGitWorktree, shallowBoundaryTimes, withoutBoundaryDates } from './git-history';

/** A repository with one file per commit; commit n is dated 1,700,000,000 + n × 1,000 s. */
function repoWithCommits(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'last-update-'));
  const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...identity, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) } });
  git(['init', '-q']);
  for (let index = 1; index <= count; index += 1) {
    writeFileSync(path.join(dir, `file${index}.md`), String(index));
    git(['add', '.']);
    git(['commit', '-q', '-m', `c${index}`], `@${1_700_000_000 + index * 1000}`);
  }
  return dir;
}

describe('last update dates from git', () => {
  it('has no boundary in a full clone', () => {
    expect(shallowBoundaryTimes(repoWithCommits(2)).size).toBe(0);
  });

  it('finds the cut of a shallow clone and drops the dates that may only be the cut', () => {
    const origin = repoWithCommits(3);
    const clone = mkdtempSync(path.join(tmpdir(), 'last-update-clone-'));
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${origin}`, clone], { stdio: 'ignore' });
    const boundary = shallowBoundaryTimes(clone);
    const cut = (1_700_000_000 + 2 * 1000) * 1000;
    expect([...boundary]).toEqual([cut]);
    expect(withoutBoundaryDates({ timestamp: cut, author: 't' }, boundary)).toBeNull();
    const later = { timestamp: cut + 1_000_000, author: 't' };
    expect(withoutBoundaryDates(later, boundary)).toBe(later);
  });

  it('is empty outside git', () => {
    expect(shallowBoundaryTimes(mkdtempSync(path.join(tmpdir(), 'no-git-'))).size).toBe(0);
  });

  it('gives a site outside any Git worktree no dates, says so once and does not fail', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'no-git-site-'));
    writeFileSync(path.join(siteDir, 'page.md'), '# Page');
    const messages: string[] = [];
    const vcs = gitHistoryVcs((message) => messages.push(message));
    await vcs.initialize({ siteDir });
    expect(insideGitWorktree(siteDir)).toBe(false);
    expect(await vcs.getFileLastUpdateInfo(path.join(siteDir, 'page.md'))).toBeNull();
    expect(await vcs.getFileCreationInfo(path.join(siteDir, 'page.md'))).toBeNull();
    expect(messages).toEqual(['[last update] the site is outside any Git worktree: pages show no date']);
  });

  it('reads dates inside a repository', async () => {
    const siteDir = repoWithCommits(2);
    const vcs = gitHistoryVcs(() => {});
    await vcs.initialize({ siteDir });
    expect(await vcs.getFileLastUpdateInfo(path.join(siteDir, 'file2.md'))).toMatchObject({ timestamp: (1_700_000_000 + 2 * 1000) * 1000 });
  });
});
