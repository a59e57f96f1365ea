/**
 * The page a reader would get with no JavaScript at all: the floor the first-load benchmark holds
 * each page to. Removes every script (external and inline) and every hint that fetches one.
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** `<link rel="preload" as="script">`, `modulepreload`, and `prefetch` of a `.js` file. */
const SCRIPT_HINT = /<link\b(?=[^>]*\brel=["']?(?:preload|modulepreload|prefetch)\b)(?=[^>]*(?:\bas=["']?script\b|\.m?js\b|rel=["']?modulepreload))[^>]*>/gi;

export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_HINT, '');
}
