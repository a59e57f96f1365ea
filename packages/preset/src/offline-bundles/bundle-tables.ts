import { readFileSync, writeFileSync } from 'node:fs';
import { BUNDLE_LABELS_ATTRIBUTE, BUNDLE_TABLE_ATTRIBUTE, offlineBundlesTableHtml, type BundleTableLabels, type ListedBundle } from '@rainbond/docusaurus-theme';
import { htmlFiles } from '../postbuild/html-files';

/** The empty placeholders `@theme/OfflineDocsBundles` renders (their attributes, as a minifier may have written them). */
const PLACEHOLDER = new RegExp(`<div\\b([^>]*\\s${BUNDLE_TABLE_ATTRIBUTE}\\b[^>]*)><\\/div>`, 'g');
const ATTRIBUTE = /\s([a-z-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi;

function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map(([, name = '', double, single, bare]) => [name.toLowerCase(), decodeAttribute(double ?? single ?? bare ?? '')]));
}

/** Replaces each table placeholder of `html` with what `fill` gives for its version and labels. */
export function fillPlaceholders(html: string, fill: (version: string, labels: BundleTableLabels) => string): string {
  return html.replace(PLACEHOLDER, (_placeholder, attributes: string) => {
    const read = attributesOf(attributes);
    const labels = JSON.parse(read.get(BUNDLE_LABELS_ATTRIBUTE) ?? '{}') as BundleTableLabels;
    return `<div${attributes}>${fill(read.get(BUNDLE_TABLE_ATTRIBUTE) ?? '', labels)}</div>`;
  });
}

/** Fills every page's table of offline bundles, now that the archives and their checksums exist; returns how many pages have one. */
export function fillBundleTables(buildDir: string, bundles: readonly ListedBundle[], baseUrl: string): number {
  let pages = 0;
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes(BUNDLE_TABLE_ATTRIBUTE)) continue;
    writeFileSync(file, fillPlaceholders(html, (version, labels) => offlineBundlesTableHtml(bundles, labels, version, baseUrl)));
    pages += 1;
  }
  return pages;
}
