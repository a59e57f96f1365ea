/** What a page's HTML makes the browser fetch by itself, as absolute URLs. */
export interface HtmlAssets {
  /** `<script src>`, and `<link rel=preload as=script>` or `rel=modulepreload`. */
  readonly scripts: readonly string[];
  /**
   * Those the browser fetches at load: a `<script src>` of another type (a script held until the
   * reader acts, which a script of the page starts later) is fetched only when that script adds it.
   */
  readonly scriptsAtLoad: readonly string[];
  /** `<link rel=stylesheet>` and `<link rel=preload as=style>`. */
  readonly stylesheets: readonly string[];
  /** Every URL the markup fetches: the above, images, media, frames, icons, preloads and prefetches. */
  readonly fetched: readonly string[];
  /** A page that only sends the reader on (a `<meta http-equiv=refresh>` redirect). */
  readonly isRedirect: boolean;
  /** Where in the page's content (characters from `<main>`) the first element the client fills in later (`aria-busy=true`) starts. */
  readonly clientRenderedAt: number | undefined;
}

/** Elements whose text is not markup; their contents are dropped before tags are read. */
const RAW_TEXT = /<(script|style|noscript|textarea|template)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(script|link|img|source|iframe|video|audio|track|embed|object|meta)\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** `<link rel>` values that make the browser fetch the `href`. */
const FETCHING_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'icon', 'apple-touch-icon', 'manifest', 'mask-icon']);
const URL_ATTRIBUTES = ['src', 'href', 'poster', 'data'];

/** Whether the browser fetches and runs a `<script src>` of this type: none, a JavaScript MIME type, or `module`. */
function runsAtLoad(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_entity, name: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' })[name] ?? '');
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  return attributes;
}

export function htmlAssets(html: string, pageUrl: string): HtmlAssets {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(RAW_TEXT, (_element, name: string, attributes: string) => `<${name}${attributes}>`);
  const scripts: string[] = [];
  const scriptsAtLoad: string[] = [];
  const stylesheets: string[] = [];
  const fetched: string[] = [];
  let isRedirect = false;
  const absolute = (value: string): string[] => (value === '' || /^(data|javascript|about|blob):/i.test(value) ? [] : [new URL(value, pageUrl).href]);

  for (const [, tagName = '', source = ''] of markup.matchAll(TAG)) {
    const tag = tagName.toLowerCase();
    const attributes = attributesOf(source);
    if (tag === 'meta') {
      if (attributes.get('http-equiv')?.toLowerCase() === 'refresh') isRedirect = true;
      continue;
    }
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (tag === 'link' && !rels.some((rel) => FETCHING_RELS.has(rel))) continue;
    const urls = [
      ...URL_ATTRIBUTES.flatMap((name) => absolute(attributes.get(name) ?? '')),
      ...(attributes.get('srcset') ?? '').split(',').flatMap((candidate) => absolute(candidate.trim().split(/\s+/)[0] ?? '')),
    ];
    fetched.push(...urls);
    const as = attributes.get('as')?.toLowerCase();
    if (tag === 'script' || (tag === 'link' && (rels.includes('modulepreload') || (rels.includes('preload') && as === 'script')))) {
      scripts.push(...urls);
      if (tag !== 'script' || runsAtLoad(attributes.get('type'))) scriptsAtLoad.push(...urls);
    }
    if (tag === 'link' && (rels.includes('stylesheet') || (rels.includes('preload') && as === 'style'))) stylesheets.push(...urls);
  }

  const main = markup.search(/<main\b/i);
  const busy = markup.search(/\saria-busy=["']?true\b/i);
  return {
    scripts: [...new Set(scripts)],
    scriptsAtLoad: [...new Set(scriptsAtLoad)],
    stylesheets: [...new Set(stylesheets)],
    fetched: [...new Set(fetched)],
    isRedirect,
    clientRenderedAt: busy === -1 ? undefined : busy - Math.max(main, 0),
  };
}
