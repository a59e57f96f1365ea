/** Test helper: serves a Docusaurus build (trailingSlash: false) on a free loopback port, for a browser to open. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** `/docs/x` → `docs/x.html`, `/docs` → `docs.html` or `docs/index.html`, a file as it is. */
function fileFor(build: string, pathname: string): string | undefined {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')].map((candidate) => path.join(build, candidate));
  return candidates.find((file) => file.startsWith(build) && existsSync(file) && statSync(file).isFile());
}

export async function serveBuild(build: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const file = fileFor(build, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (file === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
