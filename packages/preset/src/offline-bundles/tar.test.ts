import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tarGzip } from './tar';

describe('tarGzip', () => {
  it('writes an archive that tar unpacks, long paths and UTF-8 names included, the same bytes each time', () => {
    const long = `${'section/'.repeat(15)}page.html`;
    const files = [
      { path: 'bundle/index.html', data: Buffer.from('<p>home</p>') },
      { path: `bundle/${long}`, data: Buffer.from('x'.repeat(1500)) },
      { path: 'bundle/docs/安装.html', data: Buffer.from('<p>安装</p>') },
    ];
    const archive = tarGzip(files, 1_700_000_000);
    expect(tarGzip(files, 1_700_000_000).equals(archive)).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
    writeFileSync(path.join(dir, 'a.tar.gz'), archive);
    execFileSync('tar', ['-xzf', 'a.tar.gz'], { cwd: dir });
    for (const file of files) expect(readFileSync(path.join(dir, file.path))).toEqual(file.data);
  });

  it('refuses a path that ustar cannot hold', () => {
    expect(() => tarGzip([{ path: 'a'.repeat(300), data: Buffer.alloc(1) }], 0)).toThrow(/too long for a tar archive/);
  });
});
