/**
 * Serves the built site with the production rules (see ../server/resolve-static-path.ts), the
 * security headers the build wrote (../server/security-headers.ts) and nginx's refusals
 * (../server/request-guard.ts). The build does not change while served: file lookups and small
 * files are cached in memory (../server/static-files.ts).
 */
import { createReadStream } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { ALLOWED_METHODS, refuseRequest, type RequestRefusal } from '../server/request-guard';
import { cacheControlFor, resolveStaticPath } from '../server/resolve-static-path';
import { SECURITY_HEADERS_JSON, type SecurityHeaders } from '../server/security-headers';
import { staticFiles } from '../server/static-files';
import { readSiteManifest } from '../site-manifest-file';

export interface ServeOptions {
  /** The build folder. */
  readonly root: string;
  readonly port: number;
  readonly host: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function serve({ root, port, host }: ServeOptions): void {
  const files = staticFiles(root);
  const isFile = (relativeFile: string) => files.size(relativeFile) !== undefined;

  if (!isFile('index.html')) {
    console.error(`No build in ${root}: build the site first.`);
    process.exit(1);
  }
  // Builds without the preset's manifest (a plain Docusaurus site) have one locale at the root.
  const prefixedLocales = (readSiteManifest(root)?.locales ?? []).flatMap(({ urlPrefix }) => (urlPrefix === '' ? [] : [urlPrefix.slice(1)]));
  // Builds other than the site's (the quality gates' control site, route-growth fixtures) have none.
  const security: SecurityHeaders = isFile(SECURITY_HEADERS_JSON) ? (JSON.parse(files.cachedBody(SECURITY_HEADERS_JSON)!.toString('utf8')) as SecurityHeaders) : {};
  if (!isFile(SECURITY_HEADERS_JSON)) console.warn(`No ${SECURITY_HEADERS_JSON} in ${root} (rainbond-docs postbuild writes it): serving without security headers.`);

  /** The precompressed copy (./precompress.ts) the client accepts, brotli first, as nginx's `brotli_static` and `gzip_static` pick. */
  function precompressedCopy(file: string, acceptEncoding: string): { file: string; encoding: 'br' | 'gzip' } | undefined {
    if (/\bbr\b/.test(acceptEncoding) && isFile(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding) && isFile(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' };
    return undefined;
  }

  function refuse(response: ServerResponse, { status, reason }: RequestRefusal): void {
    response.writeHead(status, { ...security, 'Content-Type': 'text/plain; charset=utf-8', ...(status === 405 ? { Allow: ALLOWED_METHODS.join(', ') } : {}) });
    response.end(`${status} ${reason}\n`);
  }

  /**
   * Answers a request Node's parser gave up on (a request line or headers over 16 KB: 431; anything
   * else: 400) and reads what the client still sends before closing. Node's default handler closes
   * at once, and closing a socket with unread bytes resets the connection, so the client often saw
   * ECONNRESET instead of the status.
   */
  function answerUnparsableRequest(error: Error & { code?: string }, socket: Duplex): void {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
    const body = `${status} ${reason}\n`;
    const headers = Object.entries({ ...security, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    setTimeout(() => socket.destroy(), UNPARSABLE_DRAIN_MS).unref();
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${String(value)}`).join('\r\n')}\r\n\r\n${body}`);
  }
  const UNPARSABLE_DRAIN_MS = 5_000;

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const refusal = refuseRequest(request.method, pathname);
    if (refusal !== undefined) {
      refuse(response, refusal);
      return;
    }
    const { file, status } = resolveStaticPath(pathname, isFile, prefixedLocales);
    const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
    const isText = /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(contentType);
    const copy = isText ? precompressedCopy(file, acceptEncoding) : undefined;
    // Text without a precompressed copy (under 256 bytes) is gzip-compressed on the fly, as nginx's `gzip on` does.
    const gzipNow = copy === undefined && isText && /\bgzip\b/.test(acceptEncoding);
    const sent = copy?.file ?? file;
    const encoding = copy?.encoding ?? (gzipNow ? 'gzip' : undefined);
    response.writeHead(status, {
      ...security,
      'Content-Type': contentType,
      'Cache-Control': cacheControlFor(file),
      Vary: 'Accept-Encoding',
      ...(encoding !== undefined ? { 'Content-Encoding': encoding } : {}),
      ...(gzipNow ? {} : { 'Content-Length': files.size(sent) ?? 0 }),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const cached = gzipNow ? undefined : files.cachedBody(sent);
    if (cached !== undefined) {
      response.end(cached);
      return;
    }
    const body = createReadStream(files.absolute(sent)).on('error', () => response.destroy());
    if (gzipNow) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });
  server.on('clientError', answerUnparsableRequest);
  server.listen(port, host, () => {
    const locales = ['', ...prefixedLocales.map((prefix) => `${prefix}/`)];
    console.log(`Serving ${root} at ${locales.map((prefix) => `http://${host}:${port}/${prefix}`).join(' and ')}`);
  });
}
