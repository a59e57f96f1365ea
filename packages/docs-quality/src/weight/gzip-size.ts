import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Bytes of a file gzip-compressed at level 9, as the build's `.gz` copies are: what every weight budget counts. */
export async function gzipSize(body: Uint8Array): Promise<number> {
  return (await gzipAsync(body, { level: 9 })).length;
}
