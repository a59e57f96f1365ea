// @ts-check
/**
 * Docusaurus's generated route files read as data: `.docusaurus/routes.js` (the route tree the
 * client matches) and `.docusaurus/registry.js` (the module each route chunk name imports). Read
 * by the route registry (what the browser gets) and by route-assets (what each page loads).
 */
const { runInNewContext } = require('node:vm');

/**
 * routes.js is `export default [ … ]`: object literals whose components are
 * `ComponentCreator('/path', 'hash')` calls. Evaluated with a `ComponentCreator` that returns its
 * arguments, it gives the tree the client matches a URL against.
 * @param {string} source
 * @returns {import('./generated-route-files.cjs').RouteNode[]}
 */
function parseRoutes(source) {
  const marker = 'export default';
  const start = source.indexOf(marker);
  if (start === -1) throw new Error('routes.js has no `export default`: Docusaurus changed its format; update generated-route-files.cjs');
  const expression = source.slice(start + marker.length).trim().replace(/;\s*$/, '');
  const routes = runInNewContext(`(${expression})`, { ComponentCreator: (/** @type {string} */ path, /** @type {string | undefined} */ hash) => ({ path, hash }) });
  if (!Array.isArray(routes)) throw new Error('routes.js does not export an array of routes');
  // Plain objects of this realm, whatever the evaluation context made.
  return JSON.parse(JSON.stringify(routes));
}

const registryEntry = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\]|\\.)*")\)/gm;

/**
 * registry.js: each chunk name with the module its `import()` loads (the import's request), in
 * registry order.
 * @param {string} source
 * @returns {Map<string, string>}
 */
function parseRegistry(source) {
  const entries = [...source.matchAll(registryEntry)].map(([, name, request]) => /** @type {[string, string]} */ ([name ?? '', JSON.parse(request ?? '""')]));
  if (entries.length === 0) throw new Error('registry.js lists no chunks: Docusaurus changed its format; update generated-route-files.cjs');
  return new Map(entries);
}

module.exports = { parseRoutes, parseRegistry };
