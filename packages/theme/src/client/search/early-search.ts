import { PAGEFIND_OPTIONS } from './pagefind';

/**
 * The inline script of the search page: on a load of `?q=…`, it starts Pagefind (its worker, WASM
 * and metadata) and fetches the index chunks of the query while the site's own JavaScript is still
 * loading, instead of after hydration; the page's search then finds them loaded (the same module,
 * imported from the same URL). Its hash joins the Content-Security-Policy with the other inline
 * scripts (`rainbond-docs postbuild`).
 */
export function earlySearchScript(bundlePath: string, maxQueryLength: number): string {
  const moduleUrl = JSON.stringify(`${bundlePath}pagefind.js`);
  const code =
    `const q=(new URLSearchParams(location.search).get('q')||'').trim().slice(0,${maxQueryLength});` +
    `if(q)import(${moduleUrl}).then(async(p)=>{await p.options(${JSON.stringify(PAGEFIND_OPTIONS)});await p.preload(q)}).catch(()=>{});`;
  // Nothing in it may end the <script> element early.
  return code.replace(/</g, '\\u003c');
}
