import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesPerLocale } from './count-pages';

describe('pagesPerLocale', () => {
  it('counts the default locale at the root without the other locales’ folders and without assets', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
    for (const file of ['index.html', 'docs/intro.html', 'assets/x.html', 'en/index.html', 'en/docs/intro.html', 'en/blog/post.html']) {
      mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      writeFileSync(path.join(build, file), '');
    }
    expect(pagesPerLocale(build, ['', '/en'])).toEqual([2, 3]);
  });
});
