import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_REVISION_KEY } from './translation-status.js';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---/;

/** The page without `source_revision` in its front matter: a copy translates a page that has no commit yet. */
export function withoutSourceRevision(source: string): string {
  const match = FRONT_MATTER.exec(source);
  if (match === null) return source;
  const lines = match[1]!.split('\n').filter((line) => !line.startsWith(`${SOURCE_REVISION_KEY}:`));
  return `---\n${lines.join('\n')}\n---${source.slice(match[0].length)}`;
}

/** Writes `source_revision: <hash>` into a page's front matter, keeping the rest of the file as it is. */
export function withSourceRevision(source: string, revision: string): string {
  if (!FRONT_MATTER.test(source)) throw new Error('the page has no front matter');
  return withoutSourceRevision(source).replace(FRONT_MATTER, (_, lines: string) => `---\n${lines}\n${SOURCE_REVISION_KEY}: ${revision}\n---`);
}

/** Records, in the English page, the last commit of its Chinese original: "this translation is current". */
export function recordSourceRevision(enFile: string, zhFile: string): string {
  const revision = execFileSync('git', ['log', '-1', '--format=%H', '--', path.basename(zhFile)], { cwd: path.dirname(zhFile), encoding: 'utf8' }).trim();
  if (revision === '') throw new Error(`${zhFile} has no commit yet: commit the Chinese page first`);
  writeFileSync(enFile, withSourceRevision(readFileSync(enFile, 'utf8'), revision));
  return revision;
}
