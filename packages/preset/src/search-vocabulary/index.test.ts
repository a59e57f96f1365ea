import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSearchVocabulary } from './index';

const dir = mkdtempSync(path.join(tmpdir(), 'search-vocabulary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(text: string): string {
  const target = path.join(dir, `${Math.random().toString(36).slice(2)}.yml`);
  writeFileSync(target, text);
  return target;
}

describe('loadSearchVocabulary', () => {
  it('reads synonym groups, phrases and stop words by locale', () => {
    const vocabulary = loadSearchVocabulary(file('phrases:\n  zh: [自动构建]\nsynonyms:\n  - zh: [构建]\n    en: [build]\n'));
    expect(vocabulary).toEqual({ phrases: { zh: ['自动构建'] }, stopWords: {}, synonyms: [{ zh: ['构建'], en: ['build'] }] });
  });

  it('names the file and each wrong key', () => {
    const bad = file('synonyms:\n  - zh: []\nphrase: {}\n');
    expect(() => loadSearchVocabulary(bad)).toThrow(`searchVocabulary: ${bad}: "synonyms[0].zh" must contain at least 1 items; "phrase" is not allowed`);
  });
});
