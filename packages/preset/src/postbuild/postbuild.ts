import { holdPageScripts } from '../app-start/hold-pages';
import { writeOfflineBundles } from '../offline-bundles/write-bundles';
import { readSiteManifest } from '../site-manifest-file';
import { linkLocales } from './link-locales';
import { precompress } from './precompress';
import { indexForSearch } from './search-index';
import { writeSecurityHeaders } from './security-headers';

/**
 * The steps after `docusaurus build`, in order: locale alternates (several locales only), the
 * search index (option `search`), the held scripts (option `appStart: 'intent'`), the offline
 * bundles (option `offlineBundles`), the security headers, then the precompressed copies of every text file (last, so that they cover what the
 * steps before wrote).
 */
export async function postbuild(buildDir: string): Promise<void> {
  const site = readSiteManifest(buildDir);
  if (site === undefined) throw new Error(`rainbond-docs postbuild: ${buildDir} was not built with @rainbond/docusaurus-preset (no .server/site.json)`);
  if (site.locales.length > 1) linkLocales(buildDir, site);
  if (site.search) indexForSearch(buildDir);
  if (site.appStart === 'intent') {
    const { held, atLoad } = await holdPageScripts(buildDir);
    console.log(`app start: ${held} pages start their scripts on the reader's first intent, ${atLoad} at load (content the browser fills in, or data-app-start=load)`);
  }
  if (site.offlineBundles !== false && site.docsVersions.length > 0) {
    const started = Date.now();
    const bundles = writeOfflineBundles(buildDir, site, { name: site.offlineBundles.name, mtime: Math.floor(started / 1000) });
    const sizes = bundles.map((bundle) => `${bundle.file.split('/').pop()} ${(bundle.bytes / 1024 / 1024).toFixed(2)} MB (${bundle.pages} pages)`);
    console.log(`offline bundles in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes.join(', ')}`);
  }
  writeSecurityHeaders(buildDir, site);
  await precompress(buildDir);
}
