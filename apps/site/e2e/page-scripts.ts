/**
 * The site bundle's scripts a page's HTML names, in order: deferred, or held until the reader's
 * first intent (the preset's `appStart`), whose tags carry a `type` the browser does not run.
 */
export function bundleScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script (?:type=\S+ )?src="?([^"\s>]+)"?[^>]*>/g)].map((match) => match[1] ?? '').filter((src) => /^\/[^?#]*\/?assets\/js\/[^/]+\.js$/.test(src));
}
