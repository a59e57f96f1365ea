// @ts-check
/**
 * Edits the bundler runtime's lookup tables: `({"key":"value",…})[chunkId]` object literals
 * (the chunk id → content hash table of `__webpack_require__.u`, Docusaurus's chunk name → chunk
 * id table of `__webpack_require__.gca`).
 */

const table = /\(\{((?:(?:"[^"\\]*"|[\w$]+):"[^"\\]*",?)+)\}\)\[/g;
const entry = /("[^"\\]*"|[\w$]+):("[^"\\]*")/g;

/**
 * The key an object literal's key token stands for: minifiers write 36000 as 36e3.
 * @param {string} token
 */
const keyOf = (token) => (token.startsWith('"') ? JSON.parse(token) : /^\d[\d.e+]*$/.test(token) ? String(Number(token)) : token);

/**
 * Removes the given key → value entries from every table; throws unless each was found once.
 * @param {string} runtime the minified runtime
 * @param {ReadonlyArray<readonly [string, string]>} remove
 * @returns {string}
 */
function removeTableEntries(runtime, remove) {
  const wanted = new Set(remove.map(([key, value]) => `${key}\u0000${value}`));
  const found = new Set();
  const result = runtime.replace(table, (_whole, body) => {
    const kept = [...body.matchAll(entry)].filter((match) => {
      const key = keyOf(match[1]);
      const pair = `${key}\u0000${JSON.parse(match[2])}`;
      if (!wanted.has(pair)) return true;
      if (found.has(pair)) throw new Error(`runtime-tables: the entry ${key} → ${JSON.parse(match[2])} is in more than one table`);
      found.add(pair);
      return false;
    });
    return `({${kept.map((match) => `${match[1]}:${match[2]}`).join(',')}})[`;
  });
  const missing = [...wanted].filter((pair) => !found.has(pair));
  if (missing.length > 0) {
    throw new Error(`runtime-tables: ${missing.length} entries not found in the runtime's chunk tables (e.g. ${missing[0]?.replace('\u0000', ' → ')}); the runtime's format changed, update runtime-tables.cjs`);
  }
  return result;
}

/**
 * The code appended to a route section's chunk: its chunks' files and ids, for
 * `client/route-chunk-files.ts`. Every file is `${directory}${id}.${hash}.js`.
 * @param {string} directory e.g. "assets/js/"
 * @param {Record<string, string>} hashes chunk id → content hash
 * @param {Record<string, string>} ids chunk name → chunk id
 */
function sectionTablesCode(directory, hashes, ids) {
  return `\n;(function(t){var d=${JSON.stringify(directory)},h=${JSON.stringify(hashes)};for(var i in h)t.files[i]=d+i+"."+h[i]+".js";Object.assign(t.ids,${JSON.stringify(ids)})})(self.__routeChunks=self.__routeChunks||{files:{},ids:{}});`;
}

module.exports = { removeTableEntries, sectionTablesCode };
