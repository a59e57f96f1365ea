/**
 * Where "Last updated" dates come from: one `git log` over the whole repository when the build
 * starts (Docusaurus's eager Git strategy), looked up by each file's real path.
 *
 * - Content reaches the site through symlinks (versioned docs, translations): the docs plugin asks
 *   for `apps/site/versioned_docs/...`, which Git does not track, so the path is resolved first.
 * - In a shallow clone, the oldest commits fetched stand for all the history before them: a file
 *   last changed before the cut would show the date of the cut. Dates equal to a boundary commit's
 *   are dropped (the page shows none) and the build says so once; nothing fails. A full clone
 *   (what `.ci/run` gets from `git clone`) has every date.
 * - A site built outside any Git worktree (e.g. from packed packages in a temporary folder) has no
 *   history: its pages show no date and the build says so once, instead of failing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { VcsConfig } from '@docusaurus/types';

type LastUpdateInfo = Awaited<ReturnType<VcsConfig['getFileLastUpdateInfo']>>;

/** The core's own copy of @docusaurus/utils (not a dependency of the site): its Git strategies. */
function corePreset(name: 'git-eager'): VcsConfig {
  const requireFromCore = createRequire(createRequire(__filename).resolve('@docusaurus/core/package.json'));
  const utils = requireFromCore('@docusaurus/utils') as { getVcsPreset(name: string): VcsConfig };
  return utils.getVcsPreset(name);
}

function git(cwd: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** Commit times (ms) of a shallow clone's boundary commits; empty for a full clone or outside Git. */
export function shallowBoundaryTimes(cwd: string): ReadonlySet<number> {
  try {
    if (git(cwd, ['rev-parse', '--is-shallow-repository']) !== 'true') return new Set();
    const boundary = readFileSync(git(cwd, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']), 'utf8').split('\n').filter(Boolean);
    if (boundary.length === 0) return new Set();
    return new Set(git(cwd, ['log', '--no-walk', '--format=%ct', ...boundary]).split('\n').map((seconds) => Number(seconds) * 1000));
  } catch {
    return new Set();
  }
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** Drops a date that may only be the shallow clone's cut rather than the file's last change. */
export function withoutBoundaryDates(info: LastUpdateInfo, boundaryTimes: ReadonlySet<number>): LastUpdateInfo {
  return info !== null && boundaryTimes.has(info.timestamp) ? null : info;
}

/** Whether `cwd` is inside a Git worktree. */
export function insideGitWorktree(cwd: string): boolean {
  try {
    return git(cwd, ['rev-parse', '--is-inside-work-tree']) === 'true';
  } catch {
    return false;
  }
}

export function gitHistoryVcs(log: (message: string) => void = console.warn): VcsConfig {
  const eager = corePreset('git-eager');
  let boundaryTimes: ReadonlySet<number> = new Set();
  let hasHistory = true;
  return {
    initialize({ siteDir }) {
      hasHistory = insideGitWorktree(siteDir);
      if (!hasHistory) {
        log('[last update] the site is outside any Git worktree: pages show no date');
        return;
      }
      boundaryTimes = shallowBoundaryTimes(siteDir);
      if (boundaryTimes.size > 0) {
        log('[last update] shallow clone: pages last changed before its oldest commits show no date (git fetch --unshallow gives them one)');
      }
      return eager.initialize({ siteDir });
    },
    getFileCreationInfo: async (file) => (hasHistory ? eager.getFileCreationInfo(realPath(file)) : null),
    getFileLastUpdateInfo: async (file) => (hasHistory ? withoutBoundaryDates(await eager.getFileLastUpdateInfo(realPath(file)), boundaryTimes) : null),
  };
}
