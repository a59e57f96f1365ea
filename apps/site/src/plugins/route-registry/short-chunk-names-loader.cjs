// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Rspack loader for the browser's copies of `.docusaurus/registry.js` and
 * `.docusaurus/routesChunkNames.json`. Docusaurus names each route chunk with an 8-character hash;
 * those names fill both files and the bundler runtime's name table, and hashes do not compress.
 * Here each name becomes its index in the registry, in base 36 ("0" … "bj"); both files read the
 * same registry, so they agree. Server rendering keeps the long names (its own copies, untouched).
 */

const registryKey = /^ {2}"([^"]+)": \[/gm;

/**
 * The short name of every chunk the registry lists.
 * @param {string} registrySource
 * @returns {Map<string, string>}
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(registryKey)].map((match) => match[1] ?? '');
  if (names.length === 0) throw new Error('short-chunk-names-loader: no chunks found in the registry; update the pattern in this loader');
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/**
 * @param {string} source registry.js
 * @param {Map<string, string>} names
 */
function renameInRegistry(source, names) {
  const rename = (/** @type {string} */ name) => names.get(name) ?? name;
  return source.replace(registryKey, (_entry, name) => `  "${rename(name)}": [`).replace(/webpackChunkName: "([^"]+)"/g, (_comment, name) => `webpackChunkName: "${rename(name)}"`);
}

/**
 * @param {unknown} value a routesChunkNames.json value: chunk names, nested in objects and arrays
 * @param {Map<string, string>} names
 * @returns {unknown}
 */
function renameInRoutes(value, names) {
  if (typeof value === 'string') {
    const short = names.get(value);
    if (short === undefined) throw new Error(`short-chunk-names-loader: routesChunkNames.json names chunk "${value}", which the registry does not list`);
    return short;
  }
  if (Array.isArray(value)) return value.map((item) => renameInRoutes(item, names));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameInRoutes(item, names)]));
  return value;
}

/**
 * @this {{ resourcePath: string; addDependency(file: string): void }}
 * @param {string} source
 */
function shortChunkNamesLoader(source) {
  const registryPath = path.join(path.dirname(this.resourcePath), 'registry.js');
  if (this.resourcePath === registryPath) return renameInRegistry(source, shortChunkNames(source));
  this.addDependency(registryPath);
  const names = shortChunkNames(fs.readFileSync(registryPath, 'utf8'));
  const routes = /** @type {Record<string, unknown>} */ (JSON.parse(source));
  return JSON.stringify(Object.fromEntries(Object.entries(routes).map(([route, chunks]) => [route, renameInRoutes(chunks, names)])));
}

module.exports = shortChunkNamesLoader;
module.exports.shortChunkNames = shortChunkNames;
