/**
 * Writes, per Pagefind language, the list of indexed pages (`pagefind/pages.<language>.json`:
 * fragment hash → [route file, title, type]), read from the index's own fragments. The theme's
 * search ranks and shows the first results from it at once, and loads the fragments (excerpts,
 * sections) only for the pages it shows.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';

/** Pagefind prefixes each decompressed file with this signature. */
const SIGNATURE = 'pagefind_dcd';

interface Fragment {
  url: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

export function writeSearchPageLists(indexDir: string): void {
  const lists = new Map<string, Record<string, [string, string, string]>>();
  for (const file of readdirSync(path.join(indexDir, 'fragment'))) {
    if (!file.endsWith('.pf_fragment')) continue;
    const hash = file.slice(0, -'.pf_fragment'.length);
    const language = hash.slice(0, hash.lastIndexOf('_'));
    const text = gunzipSync(readFileSync(path.join(indexDir, 'fragment', file))).toString('utf8');
    if (!text.startsWith(SIGNATURE)) throw new Error(`${file}: not a Pagefind fragment`);
    const fragment = JSON.parse(text.slice(SIGNATURE.length)) as Fragment;
    const list = lists.get(language) ?? {};
    list[hash] = [fragment.url, fragment.meta.title ?? fragment.url, fragment.filters.type?.[0] ?? 'page'];
    lists.set(language, list);
  }
  for (const [language, list] of lists) {
    writeFileSync(path.join(indexDir, `pages.${language}.json`), JSON.stringify(list));
    console.log(`search page list: ${Object.keys(list).length} pages → pagefind/pages.${language}.json`);
  }
}
