import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { heavyBundle } from './slow-fixture';

describe('heavyBundle', () => {
  const bundle = heavyBundle();

  it('is 150 KB of gzip, and compresses about as well as real bundles (not a repeated line)', () => {
    expect(bundle.length).toBeGreaterThanOrEqual(150 * 1024);
    expect(bundle.length).toBeLessThan(160 * 1024);
    expect(gunzipSync(bundle).length / bundle.length).toBeLessThan(4);
  });

  it('runs every module it defines', () => {
    const window: { __slowFixture?: number } = {};
    runInNewContext(gunzipSync(bundle).toString('utf8'), { window });
    expect(window.__slowFixture).toBeGreaterThan(1000);
  });

  it('is the same on every call', () => {
    expect(heavyBundle().equals(bundle)).toBe(true);
  });
});
