import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalyticsScript } from '@rainbond/docusaurus-theme';
import { SERVER_CONFIG_DIR } from './server/security-headers';

/** Where the build keeps what `rainbond-docs postbuild` and `serve` need of the site (site-manifest.ts). */
export const SITE_MANIFEST_JSON = `${SERVER_CONFIG_DIR}/site.json`;

export interface SiteManifest {
  readonly url: string;
  /** The site's path (`/`, or `/docs-site/`): the build's files are served under it. */
  readonly baseUrl: string;
  readonly defaultLocale: string;
  readonly locales: ReadonlyArray<{ readonly name: string; readonly htmlLang: string; readonly urlPrefix: string }>;
  readonly analyticsScripts: readonly AnalyticsScript[];
  readonly search: boolean;
  /** When pages run their scripts (the preset's option `appStart`); `intent` makes postbuild hold them. */
  readonly appStart: 'intent' | 'load';
  /** The docs versions (label, route without the locale's prefix), newest first. */
  readonly docsVersions: ReadonlyArray<{ readonly label: string; readonly path: string }>;
  /**
   * The theme's `offlineReading`, with what its service worker saves beside a version's pages: the
   * search page's route (under each locale) and the search's files.
   */
  readonly offlineReading: false | { readonly searchPagePath: string; readonly searchBundlePath: string; readonly searchTermsUrl?: string };
  /** The preset's option `offlineBundles`: postbuild writes an archive per docs version and locale. */
  readonly offlineBundles: false | { readonly name: string; readonly files?: Readonly<Record<string, readonly string[]>> };
}

/** The manifest of the build in `buildDir`, or undefined for a build without the preset. */
export function readSiteManifest(buildDir: string): SiteManifest | undefined {
  const file = path.join(buildDir, SITE_MANIFEST_JSON);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteManifest) : undefined;
}
