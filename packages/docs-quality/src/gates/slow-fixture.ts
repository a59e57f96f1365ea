/**
 * Deliberately slowed pages, to prove the Lighthouse gate catches a regression whatever the host:
 * a proxy in front of the site server that adds work to every HTML page it passes on.
 * - `heavy-js`: 150 KB more JavaScript (a generated bundle of small modules), evaluated at load;
 * - `long-task`: one task once the document is parsed, of a fixed amount of work that takes about
 *   300 ms on an idle machine of this kind (a loop, not a clock: a busy host takes longer over it,
 *   as it does over the page's own work).
 */
import { gzipSync } from 'node:zlib';
import { startHtmlProxy } from './html-proxy';

export const SLOW_FIXTURES = ['heavy-js', 'long-task'] as const;
export type SlowFixture = (typeof SLOW_FIXTURES)[number];

const HEAVY_JS_PATH = '/__slow-fixture/heavy.js';
/** Loop turns of the long task: about 300 ms in V8 (Node, the same loop in a function) on an idle machine of this kind. */
const LONG_TASK_ITERATIONS = 260_000_000;
/** Gzip bytes, as every JS budget of the gates counts them. */
const HEAVY_JS_GZIP_BYTES = 150 * 1024;

/**
 * About 150 KB gzip of code shaped like a bundle: many small modules with their own names, data
 * and strings (so it compresses about as well as real bundles do), each defined, then run once.
 */
export function heavyBundle(): Buffer {
  let seed = 20261125;
  // xorshift32: the same bundle on every run.
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const word = () => Array.from({ length: 4 + Math.floor(random() * 8) }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  const modules: string[] = [];
  let gzipBytes = 0;
  for (let index = 0; gzipBytes < HEAVY_JS_GZIP_BYTES; index += 1) {
    const data = Array.from({ length: 4 }, () => Math.floor(random() * 100000));
    const name = `${word()}${index}`;
    modules.push(`m.push(function ${name}(e){var o={${word()}:"${word()} ${word()} ${word()}",${word()}:[${data.join(',')}]};o.${word()}=e*${data[0]};return Object.keys(o).length});\n`);
    if (index % 200 === 199) gzipBytes = gzipSync(modules.join('')).length;
  }
  return gzipSync(`(function(){var m=[],t=0;\n${modules.join('')}for(var j=0;j<m.length;j++)t+=m[j](j);window.__slowFixture=t})();\n`);
}

function injection(fixture: SlowFixture): string {
  if (fixture === 'heavy-js') return `<script src="${HEAVY_JS_PATH}" defer></script>`;
  return `<script>document.addEventListener("DOMContentLoaded",function(){for(var i=0,x=0;i<${LONG_TASK_ITERATIONS};i++)x+=i%7;window.__slowFixture=x;});</script>`;
}

/** Starts the proxy on `port`; HTML pages from `targetBaseUrl` get the fixture's script in their head. */
export async function startSlowFixtureProxy(targetBaseUrl: string, fixture: SlowFixture, port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const bundle = heavyBundle();
  return startHtmlProxy(targetBaseUrl, port, {
    rewriteHtml: (html) => html.replace('</head>', `${injection(fixture)}</head>`),
    ownRoutes: {
      [HEAVY_JS_PATH]: (response) => {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Encoding': 'gzip', 'Cache-Control': 'no-store' });
        response.end(bundle);
      },
    },
  });
}
