import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleConfig } from '../testing/example-config';
import { loadConfig, parseConfig } from './load-config';

const parse = (config: unknown) => () => parseConfig(config, 'docs-quality.config.ts');

describe('parseConfig', () => {
  it('fills in the defaults', () => {
    const config = parseConfig(exampleConfig, 'docs-quality.config.ts');
    expect(config.routeAssets).toBe('.route-assets');
    expect(config.axe).toEqual({ tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], states: [] });
    expect([config.lighthouse.referenceControlWorkMs, config.lighthouse.runs]).toEqual([1250, 3]);
    expect(config.lighthouse.categories).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
  });

  it('names an unknown key, at any depth', () => {
    expect(parse({ ...exampleConfig, budget: {} })).toThrow(/^docs-quality\.config\.ts is not a valid docs-quality config:\n {2}budget: unknown key$/);
    expect(parse({ ...exampleConfig, budgets: { ...exampleConfig.budgets, cssKB: 25 } })).toThrow(/budgets\.cssKB: unknown key/);
    expect(parse({ ...exampleConfig, lighthouse: { ...exampleConfig.lighthouse, floors: { ...exampleConfig.lighthouse.floors, perf: 90 } } })).toThrow(/lighthouse\.floors\.perf: unknown key/);
  });

  it('runs Lighthouse without performance: no performance floor, CLS or budgets, and a floor for each category run', () => {
    const lighthouse = { categories: ['accessibility', 'best-practices', 'seo'], floors: { accessibility: 100, bestPractices: 100, seo: 100 } };
    expect(parseConfig({ ...exampleConfig, lighthouse }, 'docs-quality.config.ts').lighthouse.categories).toEqual(['accessibility', 'best-practices', 'seo']);
    expect(parse({ ...exampleConfig, lighthouse: { ...lighthouse, floors: { ...lighthouse.floors, performance: 95 } } })).toThrow(/lighthouse\.floors\.performance: is not measured: lighthouse\.categories has no performance/);
    expect(parse({ ...exampleConfig, lighthouse: { ...lighthouse, budgets: exampleConfig.lighthouse.budgets } })).toThrow(/lighthouse\.budgets: is not measured/);
    expect(parse({ ...exampleConfig, lighthouse: { ...lighthouse, floors: { accessibility: 100, bestPractices: 100 } } })).toThrow(/lighthouse\.floors\.seo: is required: lighthouse\.categories has seo/);
    expect(parse({ ...exampleConfig, lighthouse: { ...lighthouse, categories: ['a11y'] } })).toThrow(/lighthouse\.categories\[0\]: /);
    expect(parse({ ...exampleConfig, lighthouse: { ...exampleConfig.lighthouse, budgets: undefined } })).toThrow(/lighthouse\.budgets: is required: lighthouse\.categories has performance/);
  });

  it('names a missing key and a value of the wrong kind', () => {
    expect(parse({ ...exampleConfig, links: undefined })).toThrow(/\n {2}links: /);
    expect(parse({ ...exampleConfig, budgets: { ...exampleConfig.budgets, cssKb: '25' } })).toThrow(/budgets\.cssKb: /);
    expect(parse({ ...exampleConfig, samplePages: ['docs/intro'] })).toThrow(/samplePages\[0\]: must start with \//);
  });

  it('checks templates: a pattern that is no regex, neither paths nor pattern, a budget that does not exist', () => {
    const templates = [
      { name: 'docs', pattern: '^/docs(', jsBudget: 'docs' },
      { name: 'home', jsBudget: 'pages' },
      { name: 'blog', paths: ['/blog'], jsBudget: 'blog' },
    ];
    let message = '';
    try {
      parseConfig({ ...exampleConfig, templates }, 'docs-quality.config.ts');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/templates\[0\]\.pattern: is not a valid regular expression/);
    expect(message).toMatch(/templates\[1\]: needs `paths` or `pattern`, or else `redirects: true`/);
    expect(message).toMatch(/templates\[2\]\.jsBudget: names no budget of budgets\.js \(pages, docs\)/);
  });

  it('checks that search code is allowed on templates that exist', () => {
    expect(parse({ ...exampleConfig, searchCode: { pathPrefix: '/pagefind/', allowedOn: ['serach'] } })).toThrow(/searchCode\.allowedOn\[0\]: names no template \(serach\)/);
  });

  it('checks the actions of an axe state', () => {
    const state = { name: 'menu', path: '/', actions: [{ tap: { role: 'button' } }] };
    expect(parse({ ...exampleConfig, axe: { states: [state] } })).toThrow(/axe\.states\[0\]\.actions\[0\]/);
  });
});

describe('the README', () => {
  it('checks the first-load benchmark: its goals filled in, an action it cannot take and a wrong goal named', () => {
    const firstLoad = { pages: ['/docs/intro'], interactions: [{ name: 'open search', path: '/docs/intro', action: { press: 'Control+k' }, expect: '[role=dialog]' }] };
    expect(parseConfig({ ...exampleConfig, firstLoad }, 'docs-quality.config.ts').firstLoad).toMatchObject({
      cpuSlowdown: 4,
      runs: 3,
      goals: { performanceGap: 8, tbtFactor: 2, tbtSlackMs: 100, jsKb: 60, interactionMs: 200 },
    });
    const fill = { ...firstLoad.interactions[0], action: { fill: { role: 'combobox', value: 'x' } } };
    expect(parse({ ...exampleConfig, firstLoad: { ...firstLoad, interactions: [fill] } })).toThrow(/firstLoad\.interactions\[0\]\.action: /);
    expect(parse({ ...exampleConfig, firstLoad: { ...firstLoad, goals: { jsKB: 60 } } })).toThrow(/firstLoad\.goals\.jsKB: unknown key/);
  });

  it('gives an example config that is valid', () => {
    const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(parseConfig(JSON.parse(example ?? ''), 'README.md').templates).toHaveLength(7);
  });
});

describe('loadConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-quality-config-'));

  it('reads JSON and TypeScript, resolving paths from the config folder', () => {
    writeFileSync(path.join(dir, 'docs-quality.config.json'), JSON.stringify(exampleConfig));
    writeFileSync(path.join(dir, 'docs-quality.config.ts'), `const config: Record<string, unknown> = ${JSON.stringify(exampleConfig)};\nexport default config;\n`);
    for (const file of ['docs-quality.config.json', 'docs-quality.config.ts']) {
      const loaded = loadConfig(path.join(dir, file));
      expect(loaded.dir).toBe(dir);
      expect(loaded.config.budgets.cssKb).toBe(25);
    }
  });

  it('names the file and the key when the file is wrong', () => {
    writeFileSync(path.join(dir, 'wrong.json'), JSON.stringify({ ...exampleConfig, port: 4181 }));
    expect(() => loadConfig(path.join(dir, 'wrong.json'))).toThrow(new RegExp(`${path.join(dir, 'wrong.json')} is not a valid docs-quality config:\\n {2}port: unknown key`));
    expect(() => loadConfig(path.join(dir, 'missing.json'))).toThrow(/Cannot read the docs-quality config .*missing\.json/);
  });
});
