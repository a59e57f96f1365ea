import { readFileSync } from 'node:fs';
import path from 'node:path';
import { holdPageScripts } from '../app-start/hold-pages';
import { fillBundleTables } from '../offline-bundles/bundle-tables';
import { writeOfflineBundles } from '../offline-bundles/write-bundles';
import { writeOfflineReading } from '../offline-reading/write-manifests';
import { readSiteManifest } from '../site-manifest-file';
import { linkLocales } from './link-locales';
import { precompress } from './precompress';
import { indexForSearch } from './search-index';
import { writeSecurityHeaders } from './security-headers';

/**
 * The steps after `docusaurus build`, in order: locale alternates (several locales only), the
 * search index (option `search`), the held scripts (option `appStart: 'intent'`), the offline
 * bundles (option `offlineBundles`) and the tables that list them, the offline-reading worker and
 * manifests (the theme's `offlineReading`), the security headers, then the precompressed copies of every text file (last, so that they cover what the
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
    const searchScript = readFileSync(path.join(__dirname, '../offline-bundles/bundle-search.min.js'), 'utf8');
    const bundles = writeOfflineBundles(buildDir, site, { ...site.offlineBundles, mtime: Math.floor(started / 1000), searchScript });
    const sizes = bundles.map((bundle) => `${bundle.file.split('/').pop()} ${(bundle.bytes / 1024 / 1024).toFixed(2)} MB (${bundle.pages} pages)`);
    console.log(`offline bundles in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes.join(', ')}`);
    const listed = fillBundleTables(buildDir, bundles, site.baseUrl);
    console.log(`offline bundles: listed with size and SHA-256 on ${listed} pages`);
  }
  if (site.offlineReading !== false && site.docsVersions.length > 0) {
    const worker = readFileSync(path.join(__dirname, '../offline-reading/offline-sw.min.js'), 'utf8');
    const manifests = writeOfflineReading(buildDir, { ...site, offlineReading: site.offlineReading }, { made: new Date(), worker });
    console.log(`offline reading: ${manifests.map(({ file, files, bytes }) => `${file} ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`).join('; ')}`);
  }
  writeSecurityHeaders(buildDir, site);
  await precompress(buildDir);
}
