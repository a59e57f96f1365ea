import { execFileSync } from 'node:child_process';

export interface FileCommit {
  readonly hash: string;
  /** Commit date, YYYY-MM-DD. */
  readonly date: string;
}

/**
 * The commits that touched each file under `dir`, newest first, keyed by path relative to the
 * repository root: one `git log` for the whole folder instead of one per page.
 */
export function fileHistories(repoRoot: string, dir: string): Map<string, FileCommit[]> {
  const log = execFileSync('git', ['log', '--format=%x00%H %cs', '--name-only', '--no-renames', '--', dir], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const histories = new Map<string, FileCommit[]>();
  for (const entry of log.split('\0').slice(1)) {
    const [header = '', ...files] = entry.split('\n');
    const [hash = '', date = ''] = header.split(' ');
    for (const file of files) {
      if (file === '') continue;
      const history = histories.get(file) ?? [];
      history.push({ hash, date });
      histories.set(file, history);
    }
  }
  return histories;
}

/** True when `ancestor` is `descendant` or comes before it in history. */
export function isAncestor(repoRoot: string, ancestor: string, descendant: string): boolean {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', ancestor, descendant], { cwd: repoRoot, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function repositoryRoot(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}
