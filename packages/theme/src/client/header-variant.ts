/** Which header a page gets: the docs navbar or the marketing header. */
export type HeaderVariant = 'docs' | 'marketing';

/** The spec's default: pages whose path contains one of these words get the docs navbar. */
export const DEFAULT_DOCS_PATH_WORDS = ['docs', 'community', 'blog', 'changelog'] as const;

/**
 * Docs-like pages (docs, blog, ...) get the docs navbar; every other page the marketing header.
 * A word matches a whole path segment, so `/docsearch-tips` is not a docs page but `/en/docs/x` is.
 */
export function headerVariantFor(pathname: string, docsPathWords: readonly string[] = DEFAULT_DOCS_PATH_WORDS): HeaderVariant {
  const segments = pathname.split('/').filter(Boolean);
  return segments.some((segment) => docsPathWords.includes(segment)) ? 'docs' : 'marketing';
}
