import path from 'node:path';

/** What the rewrite needs to know of the bundle and the site. */
export interface BundleContext {
  /** The bundle's file for a route of the site (`/docs/x` → `docs/x.html`), or undefined when the route is not in the bundle. */
  readonly pageFileOf: (route: string) => string | undefined;
  /** Whether a path of the site is a file of the build to copy into the bundle (a stylesheet, an image). */
  readonly isAsset: (sitePath: string) => boolean;
  /** The public site, for links that leave the bundle (`https://www.rainbond.com`). */
  readonly siteUrl: string;
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
const URL_ATTRIBUTE = /(\s(?:href|src|poster)=)("|'|)(\/(?!\/)[^"'\s>]*)\2/gi;

/**
 * One built page as a file of an offline bundle (`file` is its path in the bundle): its links
 * between bundle pages and to its assets become relative, so the bundle works from `file://` and
 * under any path; links to the rest of the site go to the public site and are marked
 * (`data-outside-bundle`); the app's scripts and every other script go, but those the theme marks
 * to keep. The pages are complete without the app: everything but search reads as on the site.
 */
export function rewriteBundlePage(html: string, file: string, context: BundleContext): RewrittenPage {
  const dir = path.posix.dirname(file);
  const assets = new Set<string>();
  let outsideLinks = 0;
  const relative = (target: string) => path.posix.relative(dir, target) || path.posix.basename(target);
  const withoutScripts = html
    .replace(SCRIPT, (script, attributes: string) => (KEPT_SCRIPT.test(attributes) ? script : ''))
    // Tells the kept scripts that no app will start (the search field waits for none).
    .replace(/<html\b/i, '<html data-offline-bundle');
  const rewritten = withoutScripts.replace(URL_ATTRIBUTE, (_match, attribute: string, _quote: string, url: string) => {
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
    return `${attribute}"${context.siteUrl}${url}" data-outside-bundle`;
  });
  return { html: rewritten, assets: [...assets], outsideLinks };
}
