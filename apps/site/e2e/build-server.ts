import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const BUILD = path.resolve(__dirname, '../build');
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

/** The build's file for a URL path, as the site's servers map it (`/a` and `/a/` → `a.html` or `a/index.html`). */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '');
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(BUILD, candidate);
    if (file.startsWith(BUILD) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export interface BuildServer {
  readonly origin: string;
  /** Serves `body` for a URL path from now on, in place of the build's file: a new deploy of that file. */
  replace(pathname: string, body: string): void;
  /** Stops answering: every connection is refused, as with the network gone. */
  stop(): Promise<void>;
  /** Answers again, on the same port. */
  start(): Promise<void>;
}

/**
 * The built site served from `apps/site/build` by a plain server that this test controls: it can
 * be stopped and started, and a file can be swapped for a new version, without touching the build
 * the other tests read.
 */
export async function serveBuild(): Promise<BuildServer> {
  const replaced = new Map<string, string>();
  let server: Server | undefined;
  let port = 0;
  const start = async () => {
    server = createServer((request, response) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const body = replaced.get(pathname);
      const file = body === undefined ? fileFor(pathname) : undefined;
      if (body === undefined && file === undefined) {
        response.writeHead(404).end();
        return;
      }
      const extension = file === undefined ? (pathname.endsWith('.json') ? '.json' : '.html') : path.extname(file);
      const type = TYPES[extension] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
      response.end(body ?? readFileSync(file ?? ''));
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    if (address !== null && typeof address === 'object') port = address.port;
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
