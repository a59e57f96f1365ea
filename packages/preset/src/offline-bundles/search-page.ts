import type { BundleText } from './bundle-text';

export interface SearchPageInput {
  /** The `lang` of the bundle's pages. */
  readonly lang: string;
  readonly version: string;
  /** The site paths of the pages' stylesheets (`/assets/css/styles.css`); the bundle holds them at the same paths. */
  readonly stylesheets: readonly string[];
  /** The version's home page, from the bundle's root. */
  readonly home: string;
  readonly text: BundleText;
}

/** The site paths of a built page's stylesheets. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi)].flatMap(([tag]) => /\shref=["']?(\/(?!\/)[^"'\s>]+)/i.exec(tag)?.[1] ?? []);
}

/**
 * The bundle's search page (`search.html` at its root), styled like its pages: a form that sends
 * `?q=` to itself, and the results that `search.js` draws from `search-index.js`.
 */
export function bundleSearchPage({ lang, version, stylesheets, home, text }: SearchPageInput): string {
  const title = text.searchPageTitle(version);
  return `<!doctype html>
<html lang="${lang}" data-offline-bundle>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${href.slice(1)}">`).join('\n')}
</head>
<body>
<main class="container margin-vert--lg">
<p><a href="${home}">← ${text.backHome(version)}</a></p>
<h1>${title}</h1>
<form role="search" action="search.html" class="margin-bottom--lg" style="display:flex;gap:.5rem;max-width:40rem">
<input type="search" name="q" aria-label="${text.search}" autocomplete="off" style="flex:1;padding:.5rem .75rem;font:inherit;border:1px solid var(--ifm-color-emphasis-400);border-radius:var(--ifm-global-radius)">
<button type="submit" class="button button--primary">${text.search}</button>
</form>
<p data-bundle-search-status aria-live="polite"></p>
<ol data-bundle-search-results style="list-style:none;padding-left:0"></ol>
</main>
<script src="search-index.js"></script>
<script src="search.js"></script>
</body>
</html>
`;
}
