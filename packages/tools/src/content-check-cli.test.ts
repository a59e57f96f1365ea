import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runContentCheckCli } from './content-check-cli.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

const zhBody = '平台把应用的构建、部署和运维放在同一个控制台里完成。'.repeat(25);
const enBody = 'The platform builds, deploys and operates applications from one console. '.repeat(30);
const zhPage = `---\ntitle: 介绍\ndescription: 平台介绍。\n---\n\n${zhBody}\n`;
const enPage = (frontMatter: string) => `---\ntitle: Introduction\ndescription: About the platform.\n${frontMatter}---\n\n${enBody}\n`;

/** A git repository with zh/intro.md committed, and the English twin written by `english(revision)`. */
function repository(english: (revision: string) => string): string {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'content-check-cli-')));
  roots.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  mkdirSync(path.join(root, 'zh'));
  mkdirSync(path.join(root, 'en'));
  writeFileSync(path.join(root, 'zh/intro.md'), zhPage);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'zh');
  writeFileSync(path.join(root, 'en/intro.md'), english(git('rev-parse', 'HEAD')));
  return root;
}

function check(root: string): { code: number; errors: string } {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { code: runContentCheckCli([path.join(root, 'zh'), path.join(root, 'en')]), errors: errors.join('\n') };
}

describe('rainbond-content-check: translation revisions', () => {
  it('passes an English page that records a revision holding its Chinese page', () => {
    expect(check(repository((revision) => enPage(`source_revision: ${revision}\n`)))).toEqual({ code: 0, errors: '' });
  });

  it('fails an English page that records no revision, naming the command that records it', () => {
    const root = repository(() => enPage(''));
    expect(check(root)).toEqual({
      code: 1,
      errors: `${root}/en/intro.md: no source_revision in its front matter: commit the Chinese page, then pnpm content:status --record ${root}/en/intro.md`,
    });
  });

  it('fails a revision that is not a commit hash, and one this repository does not hold', () => {
    expect(check(repository(() => enPage('source_revision: yesterday\n'))).errors).toContain('front matter "source_revision" must be a git commit hash');
    expect(check(repository(() => enPage(`source_revision: ${'a'.repeat(40)}\n`))).errors).toContain(`source_revision ${'a'.repeat(40)} is not a commit of this repository`);
  });
});
