/**
 * After the build: writes a gzip (`.gz`) and a brotli (`.br`) copy beside each text file of the
 * build, so servers send them as they are instead of compressing every response again (nginx:
 * `gzip_static`, `brotli_static`; `rainbond-docs serve` does the same).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What nginx's `gzip_types` lists; Pagefind's index files are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.md']);
/** Smaller files gain nothing (nginx's `gzip_min_length`). */
const MIN_BYTES = 256;
/**
 * Brotli quality: 10 for scripts and styles (10% smaller than 9, 9× slower), 9 for pages and the
 * rest. 11 saves 2% more on scripts for twice the time of 10 (half a minute of CI per build).
 */
const brotliQuality = (file: string) => (/\.(js|css)$/.test(file) ? 10 : 9);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name)) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

async function compress(file: string): Promise<{ raw: number; gzip: number; brotli: number }> {
  const raw = readFileSync(file);
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  ]);
  writeFileSync(`${file}.gz`, gzipped);
  writeFileSync(`${file}.br`, brotlied);
  return { raw: raw.length, gzip: gzipped.length, brotli: brotlied.length };
}

export async function precompress(buildDir: string): Promise<void> {
  const started = Date.now();
  const files = [...textFiles(buildDir)];
  const totals = { raw: 0, gzip: 0, brotli: 0 };
  // zlib runs on libuv's thread pool: a few files at a time keep both cores busy.
  for (let index = 0; index < files.length; index += 8) {
    for (const sizes of await Promise.all(files.slice(index, index + 8).map(compress))) {
      totals.raw += sizes.raw;
      totals.gzip += sizes.gzip;
      totals.brotli += sizes.brotli;
    }
  }
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`precompressed ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${mb(totals.raw)} → gzip ${mb(totals.gzip)}, brotli ${mb(totals.brotli)}`);
}

