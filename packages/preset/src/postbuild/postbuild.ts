import { holdPageScripts } from '../app-start/hold-pages';
import { readSiteManifest } from '../site-manifest-file';
import { linkLocales } from './link-locales';
import { precompress } from './precompress';
import { indexForSearch } from './search-index';
import { writeSecurityHeaders } from './security-headers';

/**
 * The steps after `docusaurus build`, in order: locale alternates (several locales only), the
 * search index (option `search`), the held scripts (option `appStart: 'intent'`), the security
 * headers, then the precompressed copies of every text file (last, so that they cover what the
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
  writeSecurityHeaders(buildDir, site);
  await precompress(buildDir);
}
