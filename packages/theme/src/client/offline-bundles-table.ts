/**
 * The table of offline docs bundles (`@theme/OfflineDocsBundles`). One renderer for both places
 * that draw it: the preset's postbuild fills the page's placeholder once the archives exist (their
 * size and checksum are known only then), and the component draws it in the browser when the page
 * was not loaded as HTML (a navigation in the app).
 */

/** A bundle as the preset lists it in `downloads/offline-bundles.json`. */
export interface ListedBundle {
  readonly file: string;
  readonly version: string;
  readonly locale: string;
  readonly pages: number;
  readonly bytes: number;
  readonly sha256: string;
}

/** The table's words, in the page's language, and each locale's name. */
export interface BundleTableLabels {
  readonly version: string;
  readonly language: string;
  readonly download: string;
  readonly size: string;
  readonly pages: string;
  readonly locales: Readonly<Record<string, string>>;
}

/** The attribute of the placeholder the table goes into; its value is the version to list, or empty for all. */
export const BUNDLE_TABLE_ATTRIBUTE = 'data-offline-bundles';
/** The attribute holding the placeholder's labels (JSON). */
export const BUNDLE_LABELS_ATTRIBUTE = 'data-offline-bundle-labels';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function formatBundleSize(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The table's HTML: a row per bundle of `version` (every bundle when empty), with its link, size, page count and SHA-256. */
export function offlineBundlesTableHtml(bundles: readonly ListedBundle[], labels: BundleTableLabels, version: string, baseUrl = '/'): string {
  const rows = bundles
    .filter((bundle) => version === '' || bundle.version === version)
    .map((bundle) => {
      const name = bundle.file.split('/').pop() ?? bundle.file;
      const href = `${baseUrl.replace(/\/$/, '')}${bundle.file}`;
      return `<tr><td>${escapeHtml(bundle.version)}</td><td>${escapeHtml(labels.locales[bundle.locale] ?? bundle.locale)}</td><td><a href="${escapeHtml(href)}" download>${escapeHtml(name)}</a></td><td>${formatBundleSize(bundle.bytes)}</td><td>${bundle.pages}</td><td><code>${escapeHtml(bundle.sha256)}</code></td></tr>`;
    });
  const head = [labels.version, labels.language, labels.download, labels.size, labels.pages, 'SHA-256'].map((label) => `<th>${escapeHtml(label)}</th>`).join('');
  return `<table tabindex="0"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
