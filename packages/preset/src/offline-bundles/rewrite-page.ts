import path from 'node:path';
import { fillPlaceholders } from './bundle-tables';
import { ALTERNATE_LINK, SITE_PATH_ATTRIBUTE } from './version-files';
import { escapeHtml } from './escape-html';

/** What the rewrite needs to know of the bundle and the site. */
export interface BundleContext {
  /** The bundle's file for a route of the site (`/docs/x` → `docs/x.html`), or undefined when the route is not in the bundle. */
  readonly pageFileOf: (route: string) => string | undefined;
  /** Whether a path of the site is a file of the build to copy into the bundle (a stylesheet, an image). */
  readonly isAsset: (sitePath: string) => boolean;
  /** The public site, for links that leave the bundle (`https://www.rainbond.com`). */
  readonly siteUrl: string;
  /** The bundle's search page, from the bundle's root (`search.html`). */
  readonly searchPage: string;
  /** What every page says of the bundle, at its top (text). */
  readonly banner: string;
  /** The tooltip of a link that leaves the bundle. */
  readonly outsideTitle: string;
  /** What stands in place of the list of bundles (`@theme/OfflineDocsBundles`), before the link to the page on the public site. */
  readonly listElsewhere: string;
}

export interface RewrittenPage {
  readonly html: string;
  /** Site paths of the files the page needs in the bundle (without the leading slash). */
  readonly assets: readonly string[];
  /** Links that now lead to the public site. */
  readonly outsideLinks: number;
}

/** Scripts a static copy keeps: those the theme marks (they answer tabs and menus without the app) and JSON-LD. */
const KEPT_SCRIPT = /\sdata-offline\b|\stype=["']?application\/ld\+json\b/i;
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
/** The banner's look and the ↗ after a link that leaves the bundle. */
const BUNDLE_STYLE =
  '<style>.offline-bundle-banner{padding:.4rem 1rem;font-size:.875rem;text-align:center;background:var(--ifm-color-emphasis-100,#f2f2f2)}a[data-outside-bundle]::after{content:"\\2197";margin-left:.15em;font-size:.8em}</style>';


/**
 * One built page as a file of an offline bundle (`file` is its path in the bundle): its links
 * between bundle pages and to its assets become relative, so the bundle works from `file://` and
 * under any path; links to the rest of the site go to the public site and are marked
 * (`data-outside-bundle`, with a ↗ and a tooltip); the app's scripts and every other script go, but
 * those the theme marks to keep. The pages are complete without the app; the navbar's search leads
 * to the bundle's own search page (`data-offline-search`), and a banner says what the copy is.
 */
export function rewriteBundlePage(html: string, file: string, context: BundleContext, route = ''): RewrittenPage {
  const dir = path.posix.dirname(file);
  const assets = new Set<string>();
  let outsideLinks = 0;
  const relative = (target: string) => path.posix.relative(dir, target) || path.posix.basename(target);
  const publicPage = `${context.siteUrl}${route}`;
  // Alternates (feeds, other languages) are the public site's: a copy neither needs them nor carries them.
  const alternatesOutside = (page: string) => page.replace(ALTERNATE_LINK, (tag) => tag.replace(/(\shref=)(["']?)\/(?!\/)/i, `$1$2${context.siteUrl}/`));
  const withoutScripts = fillPlaceholders(alternatesOutside(html), () => `<p>${escapeHtml(context.listElsewhere)}<a href="${escapeHtml(publicPage)}">${escapeHtml(publicPage)}</a></p>`)
    .replace(SCRIPT, (script, attributes: string) => (KEPT_SCRIPT.test(attributes) ? script : ''))
    // Tells the kept scripts that no app will start, and where the bundle's search is.
    .replace(/<html\b/i, `<html data-offline-bundle data-offline-search="${escapeHtml(relative(context.searchPage))}"`)
    .replace(/<\/head>/i, `${BUNDLE_STYLE}</head>`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}<div class="offline-bundle-banner" role="note">${escapeHtml(context.banner)}</div>`);
  const rewritten = withoutScripts.replace(SITE_PATH_ATTRIBUTE, (_match, attribute: string, _quote: string, url: string) => {
    const [pathAndQuery = '', hash] = url.split('#', 2);
    const sitePath = pathAndQuery.split('?')[0] ?? '';
    const fragment = hash === undefined ? '' : `#${hash}`;
    const page = context.pageFileOf(sitePath);
    if (page !== undefined) return `${attribute}"${relative(page)}${fragment}"`;
    if (context.isAsset(sitePath)) {
      assets.add(sitePath.slice(1));
      return `${attribute}"${relative(sitePath.slice(1))}"`;
    }
    outsideLinks += 1;
    return `${attribute}"${context.siteUrl}${url}" data-outside-bundle title="${escapeHtml(context.outsideTitle)}"`;
  });
  return { html: rewritten, assets: [...assets], outsideLinks };
}
