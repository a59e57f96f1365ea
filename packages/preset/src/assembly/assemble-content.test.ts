import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleDocs, discoverDocsPackages, parseVersionMeta, type DocsContentPackage } from './assemble-content';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tempRoot(): string {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'assemble-')));
  roots.push(root);
  return root;
}

function docsPackage(root: string, name: string, label: string, versionPath: string): DocsContentPackage {
  const dir = path.join(root, `content-${name}`);
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  mkdirSync(path.join(dir, 'i18n', 'en'), { recursive: true });
  writeFileSync(path.join(dir, 'sidebars.json'), '{"docs":[]}');
  writeFileSync(path.join(dir, 'i18n', 'en.json'), '{}');
  return { packageName: `@test/${name}`, root: dir, version: { name, label, path: versionPath } };
}

describe('parseVersionMeta', () => {
  it('accepts a complete version.json', () => {
    expect(parseVersionMeta('@x/docs', { name: '5.17', label: 'V5.17', path: '5.17' })).toEqual({ name: '5.17', label: 'V5.17', path: '5.17' });
  });

  it('names the package and the key that is wrong', () => {
    expect(() => parseVersionMeta('@x/docs', { name: '5.17', path: '5.17' })).toThrow('@x/docs/version.json: "label" must be a string, got undefined');
    expect(() => parseVersionMeta('@x/docs', { name: '5.17', label: 'V5.17', path: '' })).toThrow('"path" may be empty only for the "current" version');
  });
});

describe('assembleDocs', () => {
  it('links older versions and translations into the site and derives the plugin options', () => {
    const root = tempRoot();
    const siteDir = path.join(root, 'site');
    const latest = docsPackage(root, 'current', 'V6.2', '');
    const older = docsPackage(root, '5.17', 'V5.17', '5.17');
    const twins = { current: { 'micro-service/analysis/arthas': 'reference/analysis/arthas' } };
    writeFileSync(path.join(older.root, 'version-twins.json'), JSON.stringify(twins));

    const options = assembleDocs(siteDir, [latest, older], ['en']);
    // Running twice changes nothing and does not fail on the existing links.
    assembleDocs(siteDir, [latest, older], ['en']);

    expect(options).toEqual({
      path: path.join(latest.root, 'docs'),
      sidebarPath: path.join(latest.root, 'sidebars.json'),
      versions: { current: { label: 'V6.2' }, '5.17': { label: 'V5.17', path: '5.17' } },
      versionTwins: [{ version: '5.17', source: '@test/5.17/version-twins.json', manifest: twins }],
    });
    expect(JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))).toEqual(['5.17']);
    const resolved = (link: string) => path.resolve(path.dirname(path.join(siteDir, link)), readlinkSync(path.join(siteDir, link)));
    expect(resolved('versioned_docs/version-5.17')).toBe(path.join(older.root, 'docs'));
    expect(resolved('versioned_sidebars/version-5.17-sidebars.json')).toBe(path.join(older.root, 'sidebars.json'));
    expect(resolved('i18n/en/docusaurus-plugin-content-docs/current')).toBe(path.join(latest.root, 'i18n', 'en'));
    expect(resolved('i18n/en/docusaurus-plugin-content-docs/version-5.17.json')).toBe(path.join(older.root, 'i18n', 'en.json'));
  });

  it('requires exactly one current version and unique names', () => {
    const root = tempRoot();
    const older = docsPackage(root, '5.17', 'V5.17', '5.17');
    expect(() => assembleDocs(path.join(root, 'site'), [older], ['en'])).toThrow('Exactly one docs package must have version name "current"; found 0: none');
    const latest = docsPackage(root, 'current', 'V6.2', '');
    expect(() => assembleDocs(path.join(root, 'site'), [latest, older, older], ['en'])).toThrow('Two docs packages declare version "5.17"');
  });
});

describe('discoverDocsPackages', () => {
  it('takes the @rainbond/content-docs-* dependencies of the site, current first, then the highest version', () => {
    const root = tempRoot();
    const siteDir = path.join(root, 'site');
    const dependencies: Record<string, string> = { react: '19.3.1' };
    for (const [name, label, versionPath] of [['5.9', 'V5.9', '5.9'], ['current', 'V6.3', ''], ['5.17', 'V5.17', '5.17']] as const) {
      const pkg = docsPackage(root, name, label, versionPath);
      writeFileSync(path.join(pkg.root, 'package.json'), JSON.stringify({ name: `@rainbond/content-docs-${name}` }));
      writeFileSync(path.join(pkg.root, 'version.json'), JSON.stringify(pkg.version));
      mkdirSync(path.join(siteDir, 'node_modules', '@rainbond'), { recursive: true });
      symlinkSync(pkg.root, path.join(siteDir, 'node_modules', '@rainbond', `content-docs-${name}`));
      dependencies[`@rainbond/content-docs-${name}`] = 'workspace:*';
    }
    writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({ dependencies }));

    expect(discoverDocsPackages(siteDir).map((pkg) => pkg.version.label)).toEqual(['V6.3', 'V5.17', 'V5.9']);
  });

  it('fails when the site depends on no docs package', () => {
    const siteDir = tempRoot();
    writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({ dependencies: { react: '19.3.1' } }));
    expect(() => discoverDocsPackages(siteDir)).toThrow('no dependency matches');
  });
});
