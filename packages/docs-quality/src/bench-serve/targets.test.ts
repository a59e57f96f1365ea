import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { targetPaths } from './targets';

describe('targetPaths', () => {
  it('takes paths as written and finds the main bundle the home page loads', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));
    writeFileSync(path.join(build, 'index.html'), '<script src="/assets/js/runtime~main.1a.js" defer></script><script src="/assets/js/main.2b3c.js" defer></script>');
    expect(targetPaths([{ name: 'home', path: '/' }, { name: 'main bundle', mainBundle: true }], build)).toEqual([
      { name: 'home', path: '/', mainBundle: false },
      { name: 'main bundle', path: '/assets/js/main.2b3c.js', mainBundle: true },
    ]);
    mkdirSync(path.join(build, 'empty'));
    writeFileSync(path.join(build, 'empty', 'index.html'), '<p>no scripts</p>');
    expect(() => targetPaths([{ name: 'main bundle', mainBundle: true }], path.join(build, 'empty'))).toThrow(/no main bundle/);
  });
});
