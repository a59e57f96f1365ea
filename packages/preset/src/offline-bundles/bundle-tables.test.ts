import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillBundleTables } from './bundle-tables';

const bundles = [
  { file: '/downloads/d-v2-zh.tar.gz', version: 'V2', locale: 'zh', pages: 12, bytes: 3_250_000, sha256: 'a'.repeat(64) },
  { file: '/downloads/d-v1-en.tar.gz', version: 'V1', locale: 'en', pages: 9, bytes: 1_048_576, sha256: 'b'.repeat(64) },
];
const labels = { version: 'Version', language: 'Language', download: 'Download', size: 'Size', pages: 'Pages', locales: { zh: '中文', en: 'English' } };

describe('fillBundleTables', () => {
  it("fills each placeholder with its version's bundles, however the minifier quoted its attributes, and leaves other pages alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-tables-'));
    mkdirSync(path.join(dir, 'docs'));
    const quoted = JSON.stringify(labels).replace(/"/g, '&quot;');
    writeFileSync(path.join(dir, 'docs/versions.html'), `<p>x</p><div data-offline-bundles="" data-offline-bundle-labels="${quoted}"></div>`);
    writeFileSync(path.join(dir, 'docs/offline.html'), `<div data-offline-bundles=V1 data-offline-bundle-labels='${JSON.stringify(labels)}'></div>`);
    writeFileSync(path.join(dir, 'docs/other.html'), '<div data-x></div>');

    expect(fillBundleTables(dir, bundles, '/site/')).toBe(2);
    const all = readFileSync(path.join(dir, 'docs/versions.html'), 'utf8');
    expect(all).toContain('<tr><td>V2</td><td>中文</td><td><a href="/site/downloads/d-v2-zh.tar.gz" download>d-v2-zh.tar.gz</a></td><td>3.1 MB</td><td>12</td><td><code>aaaa');
    expect(all).toContain('<td>V1</td><td>English</td>');
    const one = readFileSync(path.join(dir, 'docs/offline.html'), 'utf8');
    expect(one).toContain('<th>Version</th><th>Language</th><th>Download</th><th>Size</th><th>Pages</th><th>SHA-256</th>');
    expect(one).toContain('<td>1.0 MB</td>');
    expect(one).not.toContain('V2');
    expect(readFileSync(path.join(dir, 'docs/other.html'), 'utf8')).toBe('<div data-x></div>');
  });
});
