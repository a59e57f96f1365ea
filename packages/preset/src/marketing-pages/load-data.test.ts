import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StandardSchema } from './standard-schema';
import { drawingPlaceholders } from './drawing';
import { loadMarketingData } from './load-data';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function contentDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'marketing-pages-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** `{ hero: { title: string; columns?: number } }` as a Standard Schema, the interface zod, valibot and ArkType share. */
const schema: StandardSchema = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate(value) {
      const hero = (value as { hero?: Record<string, unknown> } | null)?.hero;
      if (hero === undefined) return { issues: [{ path: ['hero'], message: 'is required' }] };
      const issues = [
        ...(typeof hero.title === 'string' ? [] : [{ path: ['hero', 'title'], message: 'is required' }]),
        ...('columns' in hero && typeof hero.columns !== 'number' ? [{ path: ['hero', { key: 'columns' }], message: 'must be a number' }] : []),
        ...Object.keys(hero).filter((key) => key !== 'title' && key !== 'columns').map((key) => ({ path: ['hero', key], message: 'is not allowed' })),
      ];
      return issues.length > 0 ? { issues } : { value };
    },
  },
};
const data = { file: 'feature/devops.yml', schema };
const zh = { currentLocale: 'zh', defaultLocale: 'zh', locales: ['zh', 'en'] };
const en = { ...zh, currentLocale: 'en' };

describe('loadMarketingData', () => {
  it("reads the current locale's file", () => {
    const root = contentDir({ 'marketing/feature/devops.yml': 'hero:\n  title: 一体化 DevOps\n', 'i18n/en/marketing/feature/devops.yml': 'hero:\n  title: Integrated DevOps\n' });
    expect(loadMarketingData(root, zh, data)).toEqual({ hero: { title: '一体化 DevOps' } });
    expect(loadMarketingData(root, en, data)).toEqual({ hero: { title: 'Integrated DevOps' } });
  });

  it('fails naming the missing twin, whichever locale builds', () => {
    const root = contentDir({ 'marketing/feature/devops.yml': 'hero:\n  title: 一体化 DevOps\n' });
    expect(() => loadMarketingData(root, zh, data)).toThrow(`marketing-pages: feature/devops.yml has no twin at ${join(root, 'i18n/en/marketing/feature/devops.yml')}`);
  });

  it('fails naming the file and every key that is missing, unknown or of the wrong type', () => {
    const root = contentDir({ 'marketing/feature/devops.yml': 'hero:\n  columns: "2"\n  subtitle: x\n', 'i18n/en/marketing/feature/devops.yml': 'hero: {}\n' });
    expect(() => loadMarketingData(root, zh, data)).toThrow(
      `marketing-pages: ${join(root, 'marketing/feature/devops.yml')}: hero.title: is required; hero.columns: must be a number; hero.subtitle: is not allowed`,
    );
  });

  it('fails naming the file when its YAML does not parse', () => {
    const root = contentDir({ 'marketing/feature/devops.yml': 'hero: [\n', 'i18n/en/marketing/feature/devops.yml': 'hero: {}\n' });
    expect(() => loadMarketingData(root, zh, data)).toThrow(`marketing-pages: ${join(root, 'marketing/feature/devops.yml')}: `);
  });

  it('reads a drawing from the default locale for every locale, and refuses one that is not an svg', () => {
    const root = contentDir({ 'marketing/diagrams/flow.svg': '<svg viewBox="0 0 10 10"><text>{{a}}</text></svg>\n', 'marketing/diagrams/bad.svg': '<div/>' });
    expect(loadMarketingData(root, en, { file: 'diagrams/flow.svg' })).toBe('<svg viewBox="0 0 10 10"><text>{{a}}</text></svg>\n');
    expect(() => loadMarketingData(root, en, { file: 'diagrams/bad.svg' })).toThrow(`marketing-pages: ${join(root, 'marketing/diagrams/bad.svg')} is not one <svg> element with a viewBox`);
    expect(() => loadMarketingData(root, zh, { file: 'diagrams/none.svg' })).toThrow(`marketing-pages: no drawing at ${join(root, 'marketing/diagrams/none.svg')}`);
  });

  it("lists a drawing's placeholders once each, without the instance id", () => {
    expect(drawingPlaceholders('<svg aria-label="{{label}}"><marker id="{{@id}}"/><text>{{b}}</text><text>{{a}}</text><text>{{b}}</text></svg>')).toEqual(['a', 'b', 'label']);
  });
});
