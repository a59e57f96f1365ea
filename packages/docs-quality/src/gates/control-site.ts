/**
 * The Lighthouse gate's control: a plain Docusaurus site, the `classic` template of
 * create-docusaurus at the Docusaurus version the site uses, built unchanged. Its pages do the same
 * kind of work in the browser as ours (React, the classic theme, the client router), so its
 * main-thread time, measured in the same run, tells how fast this machine is right now.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The control page, as in the issue that introduced it: the template's first docs page. */
export const CONTROL_PAGE = '/docs/intro';

function docusaurusVersion(siteDir: string): string {
  return (JSON.parse(readFileSync(path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Builds the control site once per Docusaurus version, inside `siteDir` (so the template's imports
 * resolve to the site's own Docusaurus and React); returns the folder to serve.
 */
export function buildControlSite(siteDir: string): string {
  const controlDir = path.join(siteDir, '.cache', 'lighthouse-control');
  const templates = path.join(path.dirname(require.resolve('create-docusaurus/package.json')), 'templates');
  const templateVersion = (JSON.parse(readFileSync(path.join(templates, 'classic', 'package.json'), 'utf8')) as { version: string }).version;
  const version = docusaurusVersion(siteDir);
  if (templateVersion !== version) {
    throw new Error(`create-docusaurus ${templateVersion} does not match @docusaurus/core ${version}: pin @docusaurus/core to the version of @rainbond/docs-quality's create-docusaurus`);
  }
  const buildDir = path.join(controlDir, 'build');
  const stamp = path.join(controlDir, 'built-with');
  if (existsSync(path.join(buildDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return buildDir;

  console.log(`Building the control site (create-docusaurus ${version}, classic template)…`);
  rmSync(controlDir, { recursive: true, force: true });
  mkdirSync(controlDir, { recursive: true });
  // What `create-docusaurus` does for the classic template: the shared files, then the template's own.
  cpSync(path.join(templates, 'shared'), controlDir, { recursive: true });
  cpSync(path.join(templates, 'classic'), controlDir, { recursive: true });
  execFileSync(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', buildDir], {
    cwd: controlDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DOCUSAURUS_TELEMETRY: '0' },
  });
  writeFileSync(stamp, version);
  return buildDir;
}
