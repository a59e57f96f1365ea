/** A rule for addresses of older sites: a regular expression over the path and where it went. */
export interface MovedPathRule {
  /** Matched against the path without the locale's base URL, e.g. `^/docs/(5\.1[0-6])/(.*)$`. */
  readonly pattern: string;
  /** The new address, with `$1`… for the groups; a full URL for an archived site. */
  readonly to: string;
}

export interface MovedPath {
  readonly to: string;
  /** Whether `to` is on another site (an archive of old docs). */
  readonly external: boolean;
}

/** The path without the locale's base URL (`/en/docs/x` → `/docs/x` on the English site). */
export function pathWithinSite(pathname: string, baseUrl: string): string {
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

/** Where the first rule that matches sends the path, or null. */
export function movedPathOf(path: string, rules: readonly MovedPathRule[]): MovedPath | null {
  for (const rule of rules) {
    const pattern = new RegExp(rule.pattern);
    if (pattern.test(path)) {
      const to = path.replace(pattern, rule.to);
      return { to, external: /^https?:\/\//.test(to) };
    }
  }
  return null;
}

const NOISE = new Set(['docs', 'doc', 'html', 'htm', 'index', 'md', 'en', 'zh', 'www']);

/**
 * The words of a missing address, to search for: its segments split at `-`, `_`, `.` and camel
 * case, without file endings, version numbers and words every docs address has.
 */
export function wordsOfPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: search the raw text
  }
  const words = decoded
    .split(/[/\-_.\s]+/)
    .flatMap((segment) => segment.split(/(?<=[a-z])(?=[A-Z])/))
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 1 && !NOISE.has(word) && !/^v?\d+$/.test(word));
  return [...new Set(words)].join(' ');
}

/** A search over the site's index: the pages for a query, best first. */
export type PageSearch<Page> = (query: string, limit: number) => Promise<readonly Page[]>;

/**
 * How alike a page's address and the missing one are: the words they share over all the words of
 * both (a mistyped address is most like the one meant, not like a deeper page that has every word
 * and more, such as the same topic's sub-page in an older version).
 */
function likeness(url: string, words: readonly string[]): number {
  const own = new Set(wordsOfPath(url).split(' ').filter(Boolean));
  const shared = words.filter((word) => own.has(word)).length;
  return shared / (own.size + words.length - shared);
}

/**
 * The best `limit` pages for the words of a missing address. The index finds only pages with every
 * word of a query, and one mistyped or foreign word leaves nothing; so it is asked for all the
 * words, for each set of all words but one, and for each word alone (the best `2 × limit` pages of
 * each), and the pages found are ranked by how alike their own address is (`likeness`), then by
 * the query and rank that found them first.
 */
export async function suggestPages<Page extends { readonly url: string }>(words: string, search: PageSearch<Page>, limit: number): Promise<readonly Page[]> {
  const all = [...new Set(words.split(' ').filter(Boolean))];
  if (all.length === 0) return [];
  const allButOne = all.length > 2 ? all.map((_, left) => all.filter((__, index) => index !== left)) : [];
  const queries = [all, ...allButOne, ...(all.length > 1 ? all.map((word) => [word]) : [])];
  const results = await Promise.all(queries.map((query) => search(query.join(' '), limit * 2)));
  const found = new Map<string, { page: Page; order: number }>();
  results.flat().forEach((page, order) => {
    if (!found.has(page.url)) found.set(page.url, { page, order });
  });
  return [...found.values()]
    .map(({ page, order }) => ({ page, order, likeness: likeness(page.url, all) }))
    .sort((a, b) => b.likeness - a.likeness || a.order - b.order)
    .slice(0, limit)
    .map(({ page }) => page);
}
