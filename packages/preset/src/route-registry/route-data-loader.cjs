// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const routeData = require('./route-data.cjs');

/** @type {{ key: string; data: ReturnType<typeof routeData.splitRouteData> } | undefined} */
let lastSplit;

/**
 * The split of these sources: every module this loader makes (about 25 per build) reads the same
 * four files, so the last split is kept while they are unchanged.
 * @param {Parameters<typeof routeData.splitRouteData>[0]} sources
 */
function splitOnce(sources) {
  const key = JSON.stringify(sources);
  if (lastSplit?.key !== key) lastSplit = { key, data: routeData.splitRouteData(sources) };
  return lastSplit.data;
}

/**
 * Rspack loader for the browser's copies of `.docusaurus/routes.js` (and its `?section=<key>`
 * and `?index=<key>` modules), `registry.js`, `routesChunkNames.json` and `globalData.json`: each becomes its part
 * of the split in `route-data.cjs`. Server rendering reads the files untouched.
 *
 * Options: `baseUrl` (the locale's), `outletModule`, `restoreDocsModule` (absolute paths of the
 * client modules the generated code imports) and `keepDocIds` (docs the navbar links to).
 *
 * @this {{ resourcePath: string; resourceQuery: string; addDependency(file: string): void; getOptions(): { baseUrl: string; outletModule: string; restoreDocsModule: string; keepDocIds?: string[] } }}
 * @param {string} source
 */
module.exports = function routeDataLoader(source) {
  const options = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  const read = (/** @type {string} */ name) => {
    const file = path.join(dir, name);
    if (file === this.resourcePath) return source;
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  const data = splitOnce({
    routes: read('routes.js'),
    registry: read('registry.js'),
    chunkNames: read('routesChunkNames.json'),
    globalData: read('globalData.json'),
    baseUrl: options.baseUrl,
    keepDocIds: options.keepDocIds,
  });
  const query = new URLSearchParams(this.resourceQuery);
  const section = query.get('section');
  const index = query.get('index');
  switch (path.basename(this.resourcePath)) {
    case 'routes.js':
      if (index !== null) return routeData.indexSource(data, index);
      return section === null ? routeData.mainRoutesSource(data, options) : routeData.sectionSource(data, section, options);
    case 'registry.js':
      return routeData.mainRegistrySource(data);
    case 'routesChunkNames.json':
      return routeData.mainChunkNamesSource(data);
    case 'globalData.json':
      return JSON.stringify(routeData.mainGlobalData(data));
    default:
      throw new Error(`route-data-loader: unexpected file ${this.resourcePath}`);
  }
};
