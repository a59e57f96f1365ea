import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
writeFileSync(path.join(root, 'small.txt'), 'hello');
writeFileSync(path.join(root, 'large.bin'), Buffer.alloc(64));
mkdirSync(path.join(root, 'folder'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('staticFiles', () => {
  const files = staticFiles(root, { maxCachedBytes: 16 });

  it('knows the size of regular files only', () => {
    expect(files.size('small.txt')).toBe(5);
    expect(files.size('folder')).toBeUndefined();
    expect(files.size('missing')).toBeUndefined();
    expect(files.size(`${'x'.repeat(5000)}.html`)).toBeUndefined();
  });

  it('keeps small files in memory, even after they change on disk', () => {
    expect(files.cachedBody('small.txt')?.toString()).toBe('hello');
    writeFileSync(path.join(root, 'small.txt'), 'changed');
    expect(files.cachedBody('small.txt')?.toString()).toBe('hello');
    expect(files.cachedBody('large.bin')).toBeUndefined();
  });
});
