/**
 * The monorepo layout the version tools edit, and the git and file helpers they share.
 * Every path is relative to the workspace root so plans print the way a writer reads the repo.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SITE_DIR = 'apps/site';
export const SITE_MANIFEST = `${SITE_DIR}/package.json`;
export const ARCHIVED_VERSIONS = `${SITE_DIR}/src/archived-versions.data.json`;
export const CHANGESETS = '.changeset';
export const DOCS_PACKAGE_PREFIX = '@rainbond/content-docs-';

export interface VersionJson {
  readonly name: string;
  readonly label: string;
  readonly path: string;
}

export interface DocsPackageDir {
  /** Folder relative to the workspace root, e.g. `packages/content-docs-latest`. */
  readonly dir: string;
  readonly packageName: string;
  readonly version: VersionJson;
}

export function readJson<T>(root: string, file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}

export function writeJson(root: string, file: string, value: unknown): void {
  writeText(root, file, `${JSON.stringify(value, null, 2)}\n`);
}

export function writeText(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** Every docs content package under `packages/`: the folders with a `version.json`. */
export function listDocsPackages(root: string): DocsPackageDir[] {
  const packagesDir = path.join(root, 'packages');
  return readdirSync(packagesDir)
    .map((entry) => `packages/${entry}`)
    .filter((dir) => existsSync(path.join(root, dir, 'version.json')))
    .map((dir) => ({
      dir,
      packageName: readJson<{ name: string }>(root, `${dir}/package.json`).name,
      version: readJson<VersionJson>(root, `${dir}/version.json`),
    }));
}

function git(root: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' });
}

/** Refuses to touch paths with uncommitted changes: a tool's edits must be reviewable as one diff. */
export function assertCommitted(root: string, paths: readonly string[]): void {
  const dirty = git(root, ['status', '--porcelain', '--untracked-files=all', '--', ...paths]).trim();
  if (dirty !== '') {
    throw new Error(`uncommitted changes in the files this would change; commit or stash them first:\n${dirty}`);
  }
}

/** The committed files of a folder (generated files such as API pages are git-ignored and left out). */
export function trackedFiles(root: string, dir: string): string[] {
  return git(root, ['ls-files', '-z', '--', dir]).split('\0').filter((file) => file !== '');
}

/** Version names compare numerically part by part: 5.9 < 5.17 < 6.2. */
export function compareVersionNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export const VERSION_NAME = /^\d+(\.\d+)*$/;
