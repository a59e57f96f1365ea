/**
 * End to end on a fixture workspace: cut a version, build the fixture site (both locales), see the
 * new version at its path and a dropdown whose every link reaches a built page, and, in Chromium,
 * the stale-translation notice on the one English page whose Chinese original changed after its
 * recorded revision; retire a version, build, see it gone from the build and linked as archived.
 * About 1–2 minutes (two Docusaurus builds).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentStatusCli } from '../content-status.js';
import { runDocsCutCli, runDocsRetireCli } from '../docs-versions.js';
import { gotoHydrated, launchChromium } from './chromium.js';
import { serveBuild } from './static-build-server.js';
import { fixtureWorkspace, git, REPO, type FixtureWorkspace } from './test-fixture.js';

const DOCUSAURUS = path.join(REPO, 'apps/site/node_modules/@docusaurus/core/bin/docusaurus.mjs');
const BUILD_TIMEOUT = 300_000;

let workspace: FixtureWorkspace;
/** The date of the commit that changed the Chinese install page after its translation was recorded. */
let installChangedOn: string;
beforeAll(() => {
  workspace = fixtureWorkspace({ withSiteModules: true });
  expect(runContentStatusCli(['--record', '--root', workspace.root])).toBe(0);
  commitAll('record the revisions the English pages translate');
  appendFileSync(path.join(workspace.root, 'packages/content-docs-latest/docs/install.md'), '\n安装前先检查内核版本。\n');
  commitAll('change the Chinese install page');
  installChangedOn = git(workspace.root, 'log', '-1', '--format=%cs').trim();
});
afterAll(() => workspace.remove());

function commitAll(message: string): void {
  git(workspace.root, 'add', '-A');
  git(workspace.root, '-c', 'user.name=fixture', '-c', 'user.email=fixture@example.com', 'commit', '-qm', message);
}

/** What the stale-translation notices of the page at `url` say, after hydration. */
const NOTICES = `[...document.querySelectorAll('[data-stale-translation]')].map((notice) => ({
  changedOn: notice.getAttribute('data-stale-translation'),
  text: notice.textContent,
  href: notice.querySelector('a')?.getAttribute('href'),
}))`;

function buildSite(): string {
  const siteDir = path.join(workspace.root, 'apps/site');
  execFileSync(process.execPath, [DOCUSAURUS, 'build', siteDir], { cwd: siteDir, stdio: 'pipe', env: { ...process.env, DOCUSAURUS_TELEMETRY: 'off' } });
  return path.join(siteDir, 'build');
}

/** The built HTML of a route (trailingSlash: false writes `/docs/x` as `docs/x.html`, `/docs` as `docs.html`). */
function page(build: string, route: string): string {
  return readFileSync(path.join(build, `${route.replace(/^\//, '')}.html`), 'utf8');
}

/** An attribute of a tag in the minified HTML (quotes are dropped where HTML allows it). */
const attributeOf = (attributes: string, name: string) => new RegExp(`\\b${name}="?([^"\\s>]+)`).exec(attributes)?.[1];

/** The version dropdown's links, label → href, from a page's navbar. */
function versionDropdown(html: string): Map<string, string> {
  const menu = /class="?dropdown__menu"?>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return new Map([...menu.matchAll(/<a\b([^>]*)>([^<]+)</g)].map(([, attributes, label]) => [label!, attributeOf(attributes!, 'href') ?? '']));
}

function builtRouteExists(build: string, href: string): boolean {
  const route = href.replace(/^\//, '');
  return existsSync(path.join(build, `${route}.html`)) || existsSync(path.join(build, route, 'index.html'));
}

describe('docs versions on a fixture site', () => {
  it('cut: the frozen version is built at its path and the dropdown reaches every version', { timeout: BUILD_TIMEOUT }, () => {
    expect(runDocsCutCli(['6.3', '--root', workspace.root])).toBe(0);
    commitAll('cut 6.3');
    const build = buildSite();

    expect(page(build, '/docs/6.2/intro')).toContain('这是 V6.2 的介绍页。');
    expect(page(build, '/en/docs/6.2/intro')).toContain('This is the V6.2 introduction.');
    expect(page(build, '/docs/intro')).toContain('这是 V6.2 的介绍页。'); // the latest keeps its pages, relabelled

    for (const [route, prefix] of [['/docs/6.2/intro', ''], ['/en/docs/6.2/intro', '/en']] as const) {
      const dropdown = versionDropdown(page(build, route));
      expect([...dropdown.keys()]).toEqual(['V6.3', 'V6.2', 'V5.17', 'V5.16', 'All versions']);
      expect(dropdown.get('V6.3')).toBe(`${prefix}/docs/intro`);
      expect(dropdown.get('V5.17')).toBe(`${prefix}/docs/5.17/intro`);
      for (const href of dropdown.values()) if (href.startsWith('/')) expect(builtRouteExists(build, href), href).toBe(true);
    }
  });

  it('stale translation: in Chromium, the English page whose Chinese original changed says so and links to it; the others do not', { timeout: BUILD_TIMEOUT }, async () => {
    const server = await serveBuild(path.join(workspace.root, 'apps/site/build'));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await gotoHydrated(page, `${server.origin}/en/docs/install`);
      expect(await page.evaluate(NOTICES)).toEqual([
        { changedOn: installChangedOn, text: `The Chinese original of this page changed on ${installChangedOn}, after this translation was written. Read the Chinese page`, href: '/docs/install' },
      ]);
      await page.click('[data-stale-translation] a');
      await page.waitForURL(`${server.origin}/docs/install`);
      expect(await page.evaluate('document.querySelector("article")?.textContent ?? ""')).toContain('安装前先检查内核版本。');

      // Not stale: a page whose Chinese original did not change, and the frozen copy (it records no revision yet).
      for (const route of ['/en/docs/intro', '/en/docs/6.2/install']) {
        await gotoHydrated(page, `${server.origin}${route}`);
        expect(await page.evaluate('document.querySelector("article")?.textContent ?? ""'), route).not.toBe('');
        expect(await page.evaluate(NOTICES), route).toEqual([]);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  it('retire: the version leaves the build and the dropdown and versions page link to its archive', { timeout: BUILD_TIMEOUT }, () => {
    const archive = 'https://v5.17-docs.rainbond.com/docs/';
    expect(runDocsRetireCli(['5.17', '--archive-url', archive, '--root', workspace.root])).toBe(0);
    commitAll('retire 5.17');
    const build = buildSite();

    expect(existsSync(path.join(build, 'docs/5.17'))).toBe(false);
    const dropdown = versionDropdown(page(build, '/docs/intro'));
    expect([...dropdown.keys()]).toEqual(['V6.3', 'V6.2', 'V5.17', 'V5.16', 'All versions']);
    expect(dropdown.get('V5.17')).toBe(archive);
    // The row of the versions page, whose HTML drops optional closing tags and quotes.
    expect(page(build, '/en/docs/versions')).toMatch(new RegExp(`<td>V5\\.17(</td>)?<td>Archived(</td>)?<td><a href="?${archive.replace(/[.]/g, '\\.')}`));
  });
});
