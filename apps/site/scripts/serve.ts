/**
 * Serves the built site with the production rules (see src/server/resolve-static-path.ts).
 * Usage: tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheControlFor, resolveStaticPath } from '../src/server/resolve-static-path';
import { siteLocales } from '../src/site-locales';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: path.join(__dirname, '..', 'build') },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: pnpm serve [--port 3000] [--host 127.0.0.1] [--dir apps/site/build]');
  process.exit(0);
}
const root = path.resolve(values.dir);
const port = Number(values.port);
const prefixedLocales = Object.values(siteLocales).flatMap(({ urlPrefix }) => (urlPrefix === '' ? [] : [urlPrefix.slice(1)]));

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

function isFile(relativeFile: string): boolean {
  try {
    return statSync(path.join(root, relativeFile)).isFile();
  } catch {
    return false;
  }
}

try {
  statSync(path.join(root, 'index.html'));
} catch {
  console.error(`No build in ${root}: run \`pnpm build\` first.`);
  process.exit(1);
}

/** The precompressed copy (scripts/precompress.ts) the client accepts, brotli first, as nginx's `brotli_static` and `gzip_static` pick. */
function precompressedCopy(file: string, acceptEncoding: string): { file: string; encoding: 'br' | 'gzip' } | undefined {
  if (/\bbr\b/.test(acceptEncoding) && isFile(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && isFile(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' };
  return undefined;
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
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
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(file),
    Vary: 'Accept-Encoding',
    ...(encoding !== undefined ? { 'Content-Encoding': encoding } : {}),
    ...(copy !== undefined ? { 'Content-Length': statSync(path.join(root, sent)).size } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const body = createReadStream(path.join(root, sent)).on('error', () => response.end());
  if (gzipNow) body.pipe(createGzip()).pipe(response);
  else body.pipe(response);
}).listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${port}/ (Chinese) and http://${values.host}:${port}/en/ (English)`);
});
