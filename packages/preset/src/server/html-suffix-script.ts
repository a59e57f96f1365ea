/**
 * The servers answer `/a/b.html` and `/a/b/index.html` with the page of `/a/b` (spec: "treated as
 * the same path"). The client router only knows `/a/b`, so without help it fails to match the
 * address, hydration breaks and the page is drawn twice. This inline head script rewrites the
 * address to the route before the bundle starts; `/en/index.html` becomes the locale home `/en/`.
 */
export function htmlSuffixScript(localeHomes: readonly string[]): string {
  return `(function(){var p=location.pathname,m=p.match(/^(.*?)(\\/index)?\\.html$/);if(!m)return;var n=m[1];if(m[2]&&${JSON.stringify(localeHomes)}.indexOf(n+'/')>=0)n+='/';history.replaceState(history.state,'',n+location.search+location.hash);})();`;
}
