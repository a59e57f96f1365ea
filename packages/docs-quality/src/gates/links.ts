import { LinkChecker } from 'linkinator';

export interface LinkReport {
  readonly checked: number;
  readonly broken: readonly string[];
}

/**
 * linkinator over the served build, from the given roots (e.g. each locale's home page),
 * recursively: every internal link and every #fragment must resolve. Links to other hosts are not
 * fetched (no network in CI).
 */
export async function checkLinks(baseUrl: string, roots: readonly string[]): Promise<LinkReport> {
  const checker = new LinkChecker();
  const result = await checker.check({
    // linkinator crawls below the path of its last root, so a deeper root (say /docs/versions)
    // would stop the crawl of the rest of the site: give the locales' home pages.
    path: roots.map((root) => `${baseUrl}${root}`),
    recurse: true,
    checkFragments: true,
    // Pages are served without trailing slashes, so /a/b is a file: relative links resolve from /a/.
    cleanUrls: true,
    concurrency: 8,
    // A request that fails without an answer (a connection reset on a loaded machine) is tried
    // again; a missing page answers 404 and is reported at once.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    linksToSkip: [`^(?!${baseUrl.replace(/[.]/g, '\\.')})`],
  });
  const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.url} (from ${link.parent ?? '?'}, ${link.status ?? ''})`);
  return { checked: result.links.filter((link) => link.state !== 'SKIPPED').length, broken };
}
