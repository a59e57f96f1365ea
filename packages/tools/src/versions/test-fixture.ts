/** Test helper: a throw-away git workspace copied from fixtures/docs-workspace (two docs versions, a site). */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../../../..');
const FIXTURE = path.join(REPO, 'packages/tools/fixtures/docs-workspace');
const SITE_CONFIG = 'apps/site/docusaurus.config.ts';

export interface FixtureWorkspace {
  /** The workspace root (a git repository with everything committed). */
  readonly root: string;
  readonly remove: () => void;
}

export function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' });
}

/**
 * `withSiteModules` links the real site's Docusaurus and React into a node_modules folder above the
 * workspace, where the fixture site resolves them without an install (pnpm never touches it).
 */
export function fixtureWorkspace(options: { withSiteModules?: boolean } = {}): FixtureWorkspace {
  const outer = realpathSync(mkdtempSync(path.join(tmpdir(), 'docs-workspace-')));
  const root = path.join(outer, 'workspace');
  cpSync(FIXTURE, root, { recursive: true });
  const config = path.join(root, SITE_CONFIG);
  const sources = { PRESET_SRC: 'packages/preset/src', SITE_SRC: 'apps/site/src', THEME_SRC: 'packages/theme/src', TOOLS_SRC: 'packages/tools/src' };
  const source = Object.entries(sources).reduce((text, [marker, dir]) => text.replaceAll(marker, path.join(REPO, dir)), readFileSync(config, 'utf8'));
  writeFileSync(config, source);
  // The theme's component itself, as the site's own theme folder: the fixture site uses the classic theme.
  cpSync(path.join(REPO, 'packages/theme/src/theme/StaleTranslationNotice'), path.join(root, 'apps/site/src/theme/StaleTranslationNotice'), { recursive: true });
  if (options.withSiteModules) {
    const siteModule = (name: string) => realpathSync(path.join(REPO, 'apps/site/node_modules', name));
    const modules: Record<string, string> = Object.fromEntries(
      ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/faster', '@mdx-js/react', 'react', 'react-dom'].map((name) => [name, siteModule(name)]),
    );
    // Imported by StaleTranslationNotice; the classic theme's own copy, beside it in pnpm's store.
    modules['@docusaurus/theme-common'] = realpathSync(path.join(siteModule('@docusaurus/theme-classic'), '../theme-common'));
    for (const [name, target] of Object.entries(modules)) {
      const link = path.join(outer, 'node_modules', name);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(target, link);
    }
  }
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, '-c', 'user.name=fixture', '-c', 'user.email=fixture@example.com', 'commit', '-qm', 'fixture');
  return { root, remove: () => rmSync(outer, { recursive: true, force: true }) };
}

export function readJsonFile<T>(root: string, file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}
