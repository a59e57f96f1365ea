import { describe, expect, it } from 'vitest';
import withoutPluginVersions from './site-metadata-loader.cjs';

describe('site-metadata loader', () => {
  it('keeps the versions and drops the plugin list', () => {
    const generated = JSON.stringify({
      docusaurusVersion: '3.10.2',
      siteVersion: '0.0.0',
      pluginVersions: { 'docusaurus-plugin-sitemap': { type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2' } },
    });
    expect(JSON.parse(withoutPluginVersions(generated))).toEqual({ docusaurusVersion: '3.10.2', siteVersion: '0.0.0', pluginVersions: {} });
  });
});
