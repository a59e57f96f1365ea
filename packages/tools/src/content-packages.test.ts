/**
 * The content packages are packages: `pnpm pack` ships every committed content file (the `files`
 * list covers them) with a README, and leaves out the workspace's build plumbing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = path.resolve(import.meta.dirname, '../..');
/** Always packed by npm and pnpm whatever `files` says. */
const ALWAYS_PACKED = ['package.json', 'README.md'];
/** Workspace plumbing that must stay out of the tarball. */
const NOT_PACKED = ['turbo.json', '.gitignore'];

const contentPackages = readdirSync(PACKAGES).filter((entry) => entry.startsWith('content-'));

describe.each(contentPackages)('packages/%s', (entry) => {
  const dir = path.join(PACKAGES, entry);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { files?: string[] };

  it('has a README and a files list that covers every committed content file', () => {
    expect(existsSync(path.join(dir, 'README.md'))).toBe(true);
    const files = manifest.files ?? [];
    const committed = execFileSync('git', ['ls-files'], { cwd: dir, encoding: 'utf8' }).split('\n').filter((file) => file !== '');
    const packed = (file: string) => ALWAYS_PACKED.includes(file) || files.some((entry) => file === entry || file.startsWith(`${entry}/`));
    expect(committed.filter((file) => !packed(file) && !NOT_PACKED.includes(file))).toEqual([]);
    expect(committed.filter((file) => NOT_PACKED.includes(file) && packed(file))).toEqual([]);
  });
});
