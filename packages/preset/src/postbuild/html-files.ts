import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every `.html` file under `dir`, as absolute paths (a built site's pages). */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}
