/** One page of a bundle as its search finds it (`bundle-search.browser.ts` reads these). */
export interface SearchEntry {
  /** The page's file in the bundle (`docs/x.html`). */
  readonly url: string;
  readonly title: string;
  /** The page's sections: anchor and heading text. */
  readonly headings: ReadonlyArray<readonly [id: string, text: string]>;
  readonly text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text of some HTML: no tags, no element whose text is not prose (scripts, drawings, the zero-width anchor marks), one space between words. */
function textOf(html: string): string {
  const prose = html.replace(/<(script|style|svg|template|button)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  return decodeEntities(prose).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * What a built page gives its bundle's search: its title (the first `h1`), its sections (the `h2`
 * and `h3` with an id) and the text of its article from the markdown on (without breadcrumbs,
 * page actions, or the article's footer: tags, edit link).
 * Undefined for a page without an article (a redirect, a category index without text).
 */
export function searchEntryOf(html: string, url: string): SearchEntry | undefined {
  const article = /<article\b[^>]*>([\s\S]*)<\/article>/i.exec(html)?.[1];
  if (article === undefined) return undefined;
  const title = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(article)?.[1] ?? /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '');
  const headings = [...article.matchAll(/<h([23])\b[^>]*\sid=["']?([^"'\s>]+)["']?[^>]*>([\s\S]*?)<\/h\1>/gi)].map(([, , id = '', heading = '']) => [id, textOf(heading)] as const);
  // The prose starts at the markdown's container, after the breadcrumbs and the page's actions.
  const prose = article.slice(Math.max(0, article.search(/<div\b[^>]*\bclass=["']?[^"'>]*\btheme-doc-markdown\b/i)));
  const text = textOf(prose.replace(/<footer\b[\s\S]*?<\/footer>/gi, ' '));
  return { url, title, headings, text };
}

/** The bundle's search index as a classic script (a page opened from `file://` may not fetch JSON, but it may run a script beside it). */
export function searchIndexScript(entries: readonly SearchEntry[]): string {
  return `window.__bundleSearchIndex=${JSON.stringify(entries)};\n`;
}
