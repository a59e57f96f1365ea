/**
 * The build folder as the server reads it: a build does not change while it is served, so each
 * file is looked up once (its size, or that it is missing) and files up to `maxCachedBytes` are
 * kept in memory after their first read. Requests then cost no file system call; larger files
 * (the search index's wasm, big images) stream from disk.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface StaticFiles {
  /** The size of a regular file of the build, relative to its root; undefined when there is none. */
  size(relativeFile: string): number | undefined;
  /** The file's bytes when it is small enough to keep in memory. */
  cachedBody(relativeFile: string): Buffer | undefined;
  absolute(relativeFile: string): string;
}

export function staticFiles(root: string, { maxCachedBytes = 4 * 1024 * 1024, maxTotalBytes = 256 * 1024 * 1024 } = {}): StaticFiles {
  const sizes = new Map<string, number | undefined>();
  const bodies = new Map<string, Buffer>();
  let cachedTotal = 0;
  const absolute = (relativeFile: string) => path.join(root, relativeFile);

  const size = (relativeFile: string) => {
    if (!sizes.has(relativeFile)) {
      let found: number | undefined;
      try {
        const stats = statSync(absolute(relativeFile));
        found = stats.isFile() ? stats.size : undefined;
      } catch {
        // missing, a name too long, or a path the file system rejects: not a file of the build
      }
      sizes.set(relativeFile, found);
    }
    return sizes.get(relativeFile);
  };

  const cachedBody = (relativeFile: string) => {
    const cached = bodies.get(relativeFile);
    if (cached !== undefined) return cached;
    const bytes = size(relativeFile);
    if (bytes === undefined || bytes > maxCachedBytes || cachedTotal + bytes > maxTotalBytes) return undefined;
    const body = readFileSync(absolute(relativeFile));
    bodies.set(relativeFile, body);
    cachedTotal += body.length;
    return body;
  };

  return { size, cachedBody, absolute };
}
