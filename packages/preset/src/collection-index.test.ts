import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCollection } from './collection-index';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'collection-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('readCollection', () => {
  it('lists pages by sidebar_position with their front matter and permalinks', async () => {
    const dir = folder({
      'b.md': '---\ntitle: B\ndescription: second\nsidebar_position: 2\nindustry: Energy\n---\nText',
      'a.md': '---\ntitle: A\ndescription: first\nsidebar_position: 1\nresults:\n  - value: 2x\n    label: speed\n---\nText',
      'notes.txt': 'ignored',
    });
    expect(await readCollection(dir, 'case')).toEqual([
      { slug: 'a', permalink: '/case/a', title: 'A', description: 'first', position: 1, fields: { results: [{ value: '2x', label: 'speed' }] } },
      { slug: 'b', permalink: '/case/b', title: 'B', description: 'second', position: 2, fields: { industry: 'Energy' } },
    ]);
  });

  it('names the file whose front matter lacks a title or description', async () => {
    const dir = folder({ 'x.md': '---\ntitle: X\n---\nText' });
    await expect(readCollection(dir, 'usescene')).rejects.toThrow(/x\.md: front matter needs "title" and "description"/);
  });

  it('reads front matter through the site\'s parseFrontMatter, so a key the site drops is not in the index data', async () => {
    const dir = folder({ 'a.md': '---\ntitle: A\ndescription: first\nindustry: Energy\nsource_revision: 0123abc\n---\nText' });
    const entries = await readCollection(dir, 'case', async ({ defaultParseFrontMatter, ...params }) => {
      const { frontMatter, content } = await defaultParseFrontMatter(params);
      delete frontMatter.source_revision;
      return { frontMatter, content };
    });
    expect(entries.map((entry) => entry.fields)).toEqual([{ industry: 'Energy' }]);
  });
});
