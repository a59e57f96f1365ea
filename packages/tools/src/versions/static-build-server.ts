/**
 * Test helper: serves a Docusaurus build (trailingSlash: false) on a loopback port for a browser to
 * open, as the site's servers map paths. A test controls it: it can stop answering (every
 * connection refused, as with the network gone) and start again on the same port, and a path can
 * be given a new body (a new deploy of that file) without touching the build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
};

/** `/docs/x` → `docs/x.html`, `/docs` → `docs.html` or `docs/index.html`, a file as it is. */
function fileFor(build: string, pathname: string): string | undefined {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '').replace(/\/$/, '');
  const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')].map((candidate) => path.join(build, candidate));
  return candidates.find((file) => file.startsWith(build) && existsSync(file) && statSync(file).isFile());
}

/** The type of a path's body: its file's, or for a replaced path its own extension's (a page without one). */
function typeOf(pathname: string, file: string | undefined): string {
  const extension = path.extname(file ?? pathname) || '.html';
  return TYPES[extension] ?? 'application/octet-stream';
}

export interface BuildServer {
  readonly origin: string;
  /** Serves `body` for a URL path from now on, in place of the build's file. */
  replace(pathname: string, body: string): void;
  /** Stops answering: every connection is refused. */
  stop(): Promise<void>;
  /** Answers again, on the same port. */
  start(): Promise<void>;
}

export async function serveBuild(build: string): Promise<BuildServer> {
  const replaced = new Map<string, string>();
  let server: Server | undefined;
  let port = 0;
  const start = async () => {
    const started = createServer((request, response) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const body = replaced.get(pathname);
      const file = body === undefined ? fileFor(build, pathname) : undefined;
      if (body === undefined && file === undefined) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(200, { 'content-type': typeOf(pathname, file), 'cache-control': 'no-cache' }).end(body ?? readFileSync(file ?? ''));
    });
    await new Promise<void>((resolve) => started.listen(port, '127.0.0.1', resolve));
    const address = started.address();
    if (address !== null && typeof address === 'object') port = address.port;
    server = started;
  };
  await start();
  return {
    origin: `http://127.0.0.1:${port}`,
    replace: (pathname, body) => replaced.set(pathname, body),
    stop: () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
        server?.closeAllConnections();
      }),
    start,
  };
}
