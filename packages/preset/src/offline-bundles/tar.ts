import { gzipSync } from 'node:zlib';

/** A file of an archive: its path inside it (`/`-separated) and its bytes. */
export interface ArchiveFile {
  readonly path: string;
  readonly data: Buffer;
}

const BLOCK = 512;

/** An octal field of `length` bytes: digits, then a NUL. */
function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

/** Splits a path into ustar's `prefix` (≤ 155 bytes) and `name` (≤ 100 bytes) at a slash. */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    const prefix = path.slice(0, slash);
    const name = path.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`${path}: too long for a tar archive (ustar allows 255 bytes split at a slash)`);
}

function header(path: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(path);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // the checksum counts itself as spaces
  block.write('0', 156, 'ascii'); // a regular file
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/**
 * A gzipped ustar archive of `files`, every file dated `mtime` (seconds) so that the same files
 * give the same bytes, and the same checksum, on every build. Written here rather than with a tar
 * package: regular files are all a docs bundle holds, and this is the whole of that format.
 */
export function tarGzip(files: readonly ArchiveFile[], mtime: number): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(header(file.path, file.data.length, mtime), file.data);
    const padding = (BLOCK - (file.data.length % BLOCK)) % BLOCK;
    if (padding > 0) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}
