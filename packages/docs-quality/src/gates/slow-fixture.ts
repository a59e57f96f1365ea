/**
 * Deliberately slowed pages, to prove the Lighthouse gate catches a regression whatever the host:
 * a proxy in front of the site server that adds work to every HTML page it passes on.
 * - `heavy-js`: 150 KB more JavaScript (a generated bundle of small modules), evaluated at load;
 * - `long-task`: one task once the document is parsed, of a fixed amount of work that takes about
 *   300 ms on an idle machine of this kind (a loop, not a clock: a busy host takes longer over it,
 *   as it does over the page's own work).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

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

/** Passes a request on to the site server, uncompressed so HTML can be edited; pages get the fixture's script. */
function forward(target: URL, request: IncomingMessage, response: ServerResponse, fixture: SlowFixture): void {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        send(response, answer, isHtml ? Buffer.from(body.toString('utf8').replace('</head>', `${injection(fixture)}</head>`)) : body, request);
      });
    },
  );
  upstream.on('error', (error) => {
    response.writeHead(502);
    response.end(String(error));
  });
  upstream.end();
}

/** Sends a body gzip-compressed when the client accepts it and it is text, as the site server does. */
function send(response: ServerResponse, answer: IncomingMessage, body: Buffer, request: IncomingMessage): void {
  const gzip = /^(text\/|application\/(json|javascript))/.test(answer.headers['content-type'] ?? '') && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const headers = { ...answer.headers };
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) delete headers[name];
  response.writeHead(answer.statusCode ?? 502, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  response.end(gzip ? gzipSync(body) : body);
}

/** Starts the proxy on `port`; HTML pages from `targetBaseUrl` get the fixture's script in their head. */
export async function startSlowFixtureProxy(targetBaseUrl: string, fixture: SlowFixture, port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const bundle = heavyBundle();
  const target = new URL(targetBaseUrl);
  const server: Server = createServer((request, response) => {
    if (request.url === HEAVY_JS_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Encoding': 'gzip', 'Cache-Control': 'no-store' });
      response.end(bundle);
      return;
    }
    forward(target, request, response, fixture);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
