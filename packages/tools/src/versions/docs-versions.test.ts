import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planCut } from './cut-version.js';
import { executePlan } from './plan.js';
import { planRetire } from './retire-version.js';
import { archiveVersionRow } from './versions-page.js';
import { fixtureWorkspace, readJsonFile, type FixtureWorkspace } from './test-fixture.js';

let workspace: FixtureWorkspace | undefined;
afterEach(() => workspace?.remove());

function run(plan: ReturnType<typeof planCut>): string[] {
  const lines: string[] = [];
  executePlan(plan, { dryRun: false, log: (line) => lines.push(line) });
  return lines;
}

describe('planCut', () => {
  it('freezes the latest docs as a package the site depends on and relabels the latest', () => {
    workspace = fixtureWorkspace();
    const { root } = workspace;
    const lines = run(planCut(root, '6.3'));

    expect(lines[0]).toBe('Cut docs V6.3: freeze V6.2 as @rainbond/content-docs-6.2:');
    expect(readJsonFile(root, 'packages/content-docs-6.2/version.json')).toEqual({ name: '6.2', label: 'V6.2', path: '6.2' });
    expect(readJsonFile<{ name: string }>(root, 'packages/content-docs-6.2/package.json').name).toBe('@rainbond/content-docs-6.2');
    expect(readFileSync(path.join(root, 'packages/content-docs-6.2/i18n/en/intro.md'), 'utf8')).toContain('This is the V6.2 introduction.');
    expect(readJsonFile(root, 'packages/content-docs-latest/version.json')).toEqual({ name: 'current', label: 'V6.3', path: '' });
    expect(readJsonFile<Record<string, { message: string }>>(root, 'packages/content-docs-latest/i18n/en.json')['version.label']!.message).toBe('V6.3');
    expect(readJsonFile<Record<string, { message: string }>>(root, 'packages/content-docs-6.2/i18n/en.json')['version.label']!.message).toBe('V6.2');
    expect(Object.keys(readJsonFile<{ dependencies: object }>(root, 'apps/site/package.json').dependencies)).toEqual([
      '@rainbond/content-docs-5.17', '@rainbond/content-docs-6.2', '@rainbond/content-docs-latest',
    ]);
    expect(readFileSync(path.join(root, '.changeset/docs-cut-6-2.md'), 'utf8')).toMatch(/^---\n'@rainbond\/content-docs-6.2': minor\n'@rainbond\/content-docs-latest': minor\n---/);
  });

  it('refuses a version that is not higher, one that exists, and uncommitted changes, before changing anything', () => {
    workspace = fixtureWorkspace();
    const { root } = workspace;
    expect(() => planCut(root, '6.1')).toThrow('the new version 6.1 must be higher than the latest, 6.2');
    expect(() => planCut(root, 'next')).toThrow('version must look like 6.3, got "next"');
    writeFileSync(path.join(root, 'packages/content-docs-latest/docs/intro.md'), 'edited');
    expect(() => planCut(root, '6.3')).toThrow(/uncommitted changes[\s\S]*packages\/content-docs-latest\/docs\/intro.md/);
    expect(existsSync(path.join(root, 'packages/content-docs-6.2'))).toBe(false);
  });

  it('prints the plan and changes nothing on a dry run', () => {
    workspace = fixtureWorkspace();
    const lines: string[] = [];
    executePlan(planCut(workspace.root, '6.3'), { dryRun: true, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('add the dependency "@rainbond/content-docs-6.2": "workspace:*"');
    expect(existsSync(path.join(workspace.root, 'packages/content-docs-6.2'))).toBe(false);
  });
});

describe('planRetire', () => {
  it('drops the package and the dependency and lists the version as archived, newest first', () => {
    workspace = fixtureWorkspace();
    const { root } = workspace;
    run(planRetire(root, '5.17', 'https://v5.17-docs.rainbond.com/docs/'));

    expect(existsSync(path.join(root, 'packages/content-docs-5.17'))).toBe(false);
    expect(Object.keys(readJsonFile<{ dependencies: object }>(root, 'apps/site/package.json').dependencies)).toEqual(['@rainbond/content-docs-latest']);
    expect(readJsonFile(root, 'apps/site/src/archived-versions.data.json')).toEqual([
      { version: '5.17', label: 'V5.17', href: 'https://v5.17-docs.rainbond.com/docs/' },
      { version: '5.16', label: 'V5.16', href: 'https://v5.16-docs.rainbond.com/docs/' },
    ]);
    expect(readFileSync(path.join(root, 'packages/content-docs-latest/i18n/en/versions.md'), 'utf8')).toContain(
      '| V5.17 | Archived | [https://v5.17-docs.rainbond.com/docs/](https://v5.17-docs.rainbond.com/docs/) |',
    );
  });

  it('names what is wrong', () => {
    workspace = fixtureWorkspace();
    expect(() => planRetire(workspace!.root, '5.17', undefined)).toThrow('--archive-url must be the https URL where 5.17 stays readable, got undefined');
    expect(() => planRetire(workspace!.root, '4.0', 'https://x.example/')).toThrow('no docs package of version "4.0" to retire; older versions: 5.17');
    expect(() => planRetire(workspace!.root, 'current', 'https://x.example/')).toThrow('no docs package of version "current"');
  });
});

describe('archiveVersionRow', () => {
  it('rewrites only the row of the label', () => {
    const table = '| V5.17 | 冻结 | [/docs/5.17](/docs/5.17) | [notes](https://n) |\n| V5.1 | 冻结 | [/docs/5.1](/docs/5.1) | x |\n';
    expect(archiveVersionRow(table, 'V5.1', 'https://a/', '已归档')).toBe('| V5.17 | 冻结 | [/docs/5.17](/docs/5.17) | [notes](https://n) |\n| V5.1 | 已归档 | [https://a/](https://a/) | x |\n');
  });
});
