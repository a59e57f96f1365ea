/**
 * A proxy in front of the site server that edits every HTML page it passes on: the slow fixtures
 * add work to pages, the first-load benchmark strips their scripts. Other responses pass through.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface HtmlProxyOptions {
  /** The new HTML of a page. */
  readonly rewriteHtml: (html: string) => string;
  /** Answers some paths itself (e.g. a fixture's script) instead of passing them on. */
  readonly ownRoutes?: Readonly<Record<string, (response: ServerResponse) => void>>;
}

/** Passes a request on to the site server, uncompressed so HTML can be edited. */
function forward(target: URL, request: IncomingMessage, response: ServerResponse, rewriteHtml: HtmlProxyOptions['rewriteHtml']): void {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        send(response, answer, isHtml ? Buffer.from(rewriteHtml(body.toString('utf8'))) : body, request);
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

/** Starts the proxy on `port` in front of `targetBaseUrl`. */
export async function startHtmlProxy(targetBaseUrl: string, port: number, { rewriteHtml, ownRoutes = {} }: HtmlProxyOptions): Promise<{ baseUrl: string; stop: () => void }> {
  const target = new URL(targetBaseUrl);
  const server: Server = createServer((request, response) => {
    const own = ownRoutes[request.url ?? ''];
    if (own === undefined) forward(target, request, response, rewriteHtml);
    else own(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
