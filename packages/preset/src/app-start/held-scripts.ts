/**
 * The site's own scripts are written into each page "held": with a type the browser neither
 * fetches nor runs, so the page is static HTML until `start-on-intent` starts them. Shared by the
 * build step that holds them and the browser script that starts them (no Node imports here).
 */
export const HELD_SCRIPT_TYPE = 'text/x-start-on-intent';

/** An element that asks for the app at load: a page whose content the client fills in, or that opts in. */
const STARTS_AT_LOAD = /\saria-busy=["']?true\b|\sdata-app-start=["']?load\b/i;
/** A deferred script tag as Docusaurus writes it (attributes minified, quoted or not). */
const DEFERRED_SCRIPT = /<script (src=("?)([^"\s>]+)\2) defer><\/script>/g;

/** Whether a page must run its scripts at load rather than on the reader's first intent. */
export function startsAtLoad(html: string): boolean {
  return STARTS_AT_LOAD.test(html);
}

/** A script of the site's own bundle: a path on the same host (not `//host/…`) under an `assets/js/` folder. */
const isBundleScript = (url: string) => /^\/(?!\/)(?:[^?#]*\/)?assets\/js\/[^/?#]+\.js$/.test(url);

/**
 * The page with its deferred bundle scripts held, or as it was when the page starts at load or
 * has none. Order is kept: they start in document order.
 */
export function holdScripts(html: string): string {
  if (startsAtLoad(html)) return html;
  return html.replace(DEFERRED_SCRIPT, (tag, source: string, _quote: string, url: string) => (isBundleScript(url) ? `<script type=${HELD_SCRIPT_TYPE} ${source}></script>` : tag));
}
