import { PAGEFIND_OPTIONS } from './pagefind';

/** What the search answers with besides Pagefind's own files (`themeConfig.search`). */
export interface EarlySearchFiles {
  readonly termsUrl?: string;
  /** May hold `{language}`, the page's `lang` in lower case. */
  readonly pageListUrl?: string;
}

/**
 * The inline script of the search page: on a load of `?q=…`, it starts Pagefind (its worker, WASM
 * and metadata), fetches the index chunks of the query, and preloads the vocabulary and the page
 * list while the site's own JavaScript is still loading, instead of after hydration; the page's
 * search then finds them loaded (the same module, imported from the same URL; the same requests,
 * taken from the preload cache). It is a classic script, so it runs where the parser meets it: a
 * module script would wait for the deferred `main.js` to download and run first. Its hash joins
 * the Content-Security-Policy with the other inline scripts (`rainbond-docs postbuild`).
 */
export function earlySearchScript(bundlePath: string, maxQueryLength: number, files: EarlySearchFiles = {}): string {
  const moduleUrl = JSON.stringify(`${bundlePath}pagefind.js`);
  const preloads = [files.termsUrl, files.pageListUrl].filter((url): url is string => url !== undefined);
  const code =
    `(()=>{const q=(new URLSearchParams(location.search).get('q')||'').trim().slice(0,${maxQueryLength});if(!q)return;` +
    `for(const u of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';` +
    `l.href=u.replace('{language}',document.documentElement.lang.toLowerCase());document.head.appendChild(l)}` +
    `import(${moduleUrl}).then(async(p)=>{await p.options(${JSON.stringify(PAGEFIND_OPTIONS)});await p.preload(q)}).catch(()=>{})})()`;
  // Nothing in it may end the <script> element early.
  return code.replace(/</g, '\\u003c');
}
