/**
 * Links each page to its twin in the other locale, only where the twin really exists:
 * in the sitemaps (`xhtml:link` alternates) and in the pages' own `hreflang` links, which
 * Docusaurus emits for every locale whether or not the page was translated.
 */

export interface SiteLocale {
  /** hreflang value, e.g. zh-CN. */
  readonly hreflang: string;
  /** URL prefix of the locale's pages, e.g. '' for the default locale and '/en' for English. */
  readonly prefix: string;
}

/** A page's URL in every locale where it exists, keyed by hreflang. */
export type Alternates = ReadonlyMap<string, string>;

const LOC = /<loc>([^<]+)<\/loc>/g;

export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(LOC)].map((match) => match[1]!);
}

/** The locale-neutral route of a URL path, or undefined when the path belongs to no locale given. */
function neutralRoute(pathname: string, locale: SiteLocale, others: readonly SiteLocale[]): string | undefined {
  if (locale.prefix === '') {
    // Without trailing slashes `/en` is a page of the default locale (the language page) and
    // `/en/` the English home.
    const claimed = others.some((other) => other.prefix !== '' && pathname.startsWith(`${other.prefix}/`));
    return claimed ? undefined : pathname;
  }
  if (pathname === `${locale.prefix}/`) return '/';
  return pathname.startsWith(`${locale.prefix}/`) ? pathname.slice(locale.prefix.length) : undefined;
}

/**
 * For every URL listed in the locales' sitemaps, the URLs of the same page in the locales that
 * have it. Pages present in one locale only get no alternates.
 */
export function alternatesByUrl(siteUrl: string, sitemaps: ReadonlyArray<{ locale: SiteLocale; urls: readonly string[] }>): Map<string, Alternates> {
  const origin = new URL(siteUrl).origin;
  const locales = sitemaps.map(({ locale }) => locale);
  const byRoute = new Map<string, Map<string, string>>();
  for (const { locale, urls } of sitemaps) {
    for (const url of urls) {
      const route = neutralRoute(new URL(url).pathname, locale, locales);
      if (route === undefined) continue;
      const entry = byRoute.get(route) ?? new Map<string, string>();
      entry.set(locale.hreflang, url);
      byRoute.set(route, entry);
    }
  }
  const result = new Map<string, Alternates>();
  for (const entry of byRoute.values()) {
    if (entry.size < 2) continue;
    for (const url of entry.values()) result.set(url.startsWith(origin) ? url : `${origin}${url}`, entry);
  }
  return result;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Adds `xhtml:link` alternates (plus x-default, the default locale) to each `<url>` that has a twin. */
export function sitemapWithAlternates(xml: string, alternates: ReadonlyMap<string, Alternates>, defaultHreflang: string): string {
  // The lookahead skips URLs that already have alternates, so running twice changes nothing.
  return xml.replace(/<url><loc>([^<]+)<\/loc>(?!<xhtml:link)/g, (match, loc: string) => {
    const twins = alternates.get(loc);
    if (twins === undefined) return match;
    const links = [...twins].map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    const fallback = twins.get(defaultHreflang);
    if (fallback !== undefined) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback)}"/>`);
    return `${match}${links.join('')}`;
  });
}

const HREFLANG_LINK = /<link\b[^>]*\brel=["']?alternate["']?[^>]*\bhreflang=["']?([\w-]+)["']?[^>]*>/g;
const HREF = /\bhref=["']?([^"'\s>]+)/;

/**
 * Keeps a page's `hreflang` links only when they point at a page that exists: all of them when the
 * page has twins, none when it exists in one locale only.
 */
export function pruneHreflangLinks(html: string, twins: Alternates | undefined): string {
  const existing = new Set(twins?.values() ?? []);
  return html.replace(HREFLANG_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    return href !== undefined && existing.has(href) ? link : '';
  });
}
