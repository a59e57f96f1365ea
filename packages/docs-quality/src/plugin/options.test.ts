import { describe, expect, it } from 'vitest';
import routeAssetsPlugin from './index';

const context = { siteDir: '/site', generatedFilesDir: '/site/.docusaurus', i18n: { currentLocale: 'en' } };

describe('route-assets options', () => {
  it('takes none, or an extraImports function and an outDir', () => {
    expect(routeAssetsPlugin(context, undefined).name).toBe('route-assets');
    expect(routeAssetsPlugin(context, { id: 'default', extraImports: () => [], outDir: '.assets' }).name).toBe('route-assets');
  });

  it('fails naming the wrong key', () => {
    expect(() => routeAssetsPlugin(context, { outdir: '.assets' })).toThrow(/route-assets \(@rainbond\/docs-quality\/plugin\) options:\n {2}outdir: unknown key/);
    expect(() => routeAssetsPlugin(context, { extraImports: ['@theme/Header'] })).toThrow(/extraImports: must be a function/);
  });
});
