/**
 * After `docusaurus build` of a site in several locales: pairs each page with its twin in the
 * other locales where one exists, adding `xhtml:link` alternates to the sitemaps and dropping
 * `hreflang` links that would point at a page that does not exist. Prints what it did.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { alternatesByUrl, pruneHreflangLinks, sitemapUrls, sitemapWithAlternates } from '../seo/locale-alternates';
import type { SiteManifest } from '../site-manifest-file';
import { htmlFiles } from './html-files';

const CANONICAL = /<link\b[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/;

export function linkLocales(buildDir: string, site: SiteManifest): void {
  const locales = site.locales.map((locale) => ({
    locale: { hreflang: locale.htmlLang, prefix: locale.urlPrefix },
    dir: path.join(buildDir, locale.urlPrefix),
  }));
  const sitemaps = locales.map(({ locale, dir }) => ({ locale, file: path.join(dir, 'sitemap.xml') }));
  const listed = sitemaps.map(({ locale, file }) => ({ locale, urls: sitemapUrls(readFileSync(file, 'utf8')) }));
  const indexed = new Set(listed.flatMap(({ urls }) => urls));
  const alternates = alternatesByUrl(site.url, listed);

  const defaultHreflang = site.locales.find((locale) => locale.name === site.defaultLocale)?.htmlLang ?? site.defaultLocale;
  for (const { file } of sitemaps) writeFileSync(file, sitemapWithAlternates(readFileSync(file, 'utf8'), alternates, defaultHreflang));

  const counts = { paired: 0, singleLocale: [] as string[], notIndexed: 0 };
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    const canonical = CANONICAL.exec(html)?.[1];
    // Not-found and redirect pages are not in the sitemaps; they lose their hreflang links too.
    if (canonical === undefined || !indexed.has(canonical)) counts.notIndexed++;
    const twins = canonical === undefined ? undefined : alternates.get(canonical);
    if (twins !== undefined) counts.paired++;
    else if (canonical !== undefined && indexed.has(canonical)) counts.singleLocale.push(canonical);
    const pruned = pruneHreflangLinks(html, twins);
    if (pruned !== html) writeFileSync(file, pruned);
  }
  console.log(
    `locale alternates: ${counts.paired} pages linked to their twin, ${counts.singleLocale.length} in one locale only, ` +
      `${counts.notIndexed} not indexed (not-found and redirect pages); sitemap URLs with alternates: ${alternates.size}`,
  );
  for (const url of counts.singleLocale) console.log(`  one locale only: ${url}`);
}
