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

/** True in a shallow clone (CI often clones with `--depth 1`): older commits are then absent, not wrong. */
export function isShallowRepository(repoRoot: string): boolean {
  return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: repoRoot, encoding: 'utf8' }).trim() === 'true';
}

/**
 * Which of these object names (`<rev>^{commit}`, `<rev>:<path>`) the repository does not hold, or
 * names ambiguously: one `git cat-file --batch-check` for all of them.
 */
export function missingObjects(repoRoot: string, names: readonly string[]): Set<string> {
  if (names.length === 0) return new Set();
  const output = execFileSync('git', ['cat-file', '--batch-check=%(objectname)'], { cwd: repoRoot, encoding: 'utf8', input: `${names.join('\n')}\n`, maxBuffer: 64 * 1024 * 1024 });
  const answers = output.trimEnd().split('\n');
  return new Set(names.filter((_, index) => / (missing|ambiguous)$/.test(answers[index] ?? ' missing')));
}

/** The files (absolute paths) git ignores: generated pages, which no commit holds. */
export function ignoredFiles(repoRoot: string, files: readonly string[]): Set<string> {
  if (files.length === 0) return new Set();
  try {
    const output = execFileSync('git', ['check-ignore', '--stdin'], { cwd: repoRoot, encoding: 'utf8', input: `${files.join('\n')}\n`, maxBuffer: 64 * 1024 * 1024 });
    return new Set(output.split('\n').filter((line) => line !== ''));
  } catch (error) {
    // check-ignore exits 1 when no file is ignored.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}
