// @ts-check
/**
 * The browser's copies of the route data Docusaurus generates (`.docusaurus/routes.js`,
 * `registry.js`, `routesChunkNames.json`, `globalData.json`), split so that what every page
 * loads does not grow with the number of pages.
 *
 * A *section* is a set of leaf routes whose route data travels in its own chunk, loaded when the
 * reader enters the section (see `client/lazy-routes.ts`):
 * - the children of a route whose children are all leaves (each docs version's doc routes, each
 *   collection's pages), one section per first path segment below that route when the segment
 *   has at least `MIN_GROUP_SIZE` pages (`/docs/api/…`), split again by the next segment while
 *   larger than `MAX_SECTION_SIZE` (`/docs/api/application/…`), and one section for the others
 *   at each level; a path takes the section of its longest matching prefix; and
 * - top-level leaf routes that share a first path segment, when there are at least
 *   `MIN_GROUP_SIZE` of them (the blog); they are nested under a route rendered by
 *   `client/section-outlet.tsx`, which also answers their unknown paths with the 404 page.
 * A section's chunk holds its routes, their chunks and their docs, so what a page loads grows
 * with its section, not with the site. A route with more than one section lists them in an
 * *index* chunk of its own (loaded before its sections), so that the main bundle holds one entry
 * per such route, whatever the number of its sections.
 *
 * Chunks only one section's routes use are registered by that section; the main bundle keeps
 * the rest. Chunk names become their index in the registry, in base 36 ("0" … "bj"): hashes do
 * not compress. The docs plugin's global data keeps each version's main doc only (and the docs
 * the navbar names); a docs section restores its version's docs, plus the docs with the same ids
 * in the other versions (what the version dropdown links to).
 */

const { parseRegistry, parseRoutes } = require('../generated-route-files.cjs');

const MIN_GROUP_SIZE = 8;
/** A section larger than this is split by the next path segment, where it has one. */
const MAX_SECTION_SIZE = 40;

/**
 * @typedef {{ prefix: string | null; key: string }} LazySection a section of a route's children; `prefix` null: the children no other section of the route takes
 * @typedef {{ path: string; component: { path: string; hash?: string } | { outlet: true }; exact?: boolean; routes?: Route[]; lazySections?: LazySection[]; lazyIndex?: string; [prop: string]: unknown }} Route
 * @typedef {{ key: string; sections: LazySection[] }} SectionIndex the sections of one route, in a chunk of their own
 * @typedef {{ key: string; routes: Route[]; chunkNames: Set<string>; grouped: boolean }} Section
 * @typedef {{ id: string; path: string; sidebar?: string }} GlobalDoc
 * @typedef {{ name: string; path: string; mainDocId: string; docs: GlobalDoc[]; [prop: string]: unknown }} GlobalVersion
 * @typedef {Record<string, Record<string, { versions?: GlobalVersion[]; [prop: string]: unknown }>>} GlobalData
 */

/** @param {Route} route */
const routeKey = (route) => ('hash' in route.component && route.component.hash !== undefined ? `${route.path}-${route.component.hash}` : undefined);

/**
 * Every chunk name a value of routesChunkNames.json holds.
 * @param {unknown} value
 * @param {Set<string>} into
 */
function collectNames(value, into) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => collectNames(item, into));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectNames(item, into));
  return into;
}

/** @param {Route} route */
const isLeaf = (route) => route.routes === undefined;

/**
 * The first path segment of `path` below `parent` ("" when there is none).
 * @param {string} parent
 * @param {string} path
 */
function segmentBelow(parent, path) {
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return path.startsWith(base) ? (path.slice(base.length).split('/')[0] ?? '') : '';
}

/**
 * Routes by their first path segment below `parent`, in order.
 * @param {Route[]} routes
 * @param {string} parent
 * @returns {Map<string, Route[]>}
 */
function bySegment(routes, parent) {
  /** @type {Map<string, Route[]>} */
  const groups = new Map();
  for (const route of routes) {
    const segment = segmentBelow(parent, route.path);
    groups.set(segment, [...(groups.get(segment) ?? []), route]);
  }
  return groups;
}

const joinPath = (/** @type {string} */ parent, /** @type {string} */ segment) => `${parent.replace(/\/$/, '')}/${segment}`;

/**
 * Marks the sections in a copy of the route tree (see the top of this file).
 * @param {Route[]} routes
 * @param {string} baseUrl e.g. "/" or "/en/"
 * @returns {{ routes: Route[]; sections: Section[]; indexes: SectionIndex[] }}
 */
function markSections(routes, baseUrl) {
  /** @type {Section[]} */
  const sections = [];
  /** @type {SectionIndex[]} */
  const indexes = [];
  const addSection = (/** @type {Route[]} */ members, /** @type {boolean} */ grouped) => {
    const key = `s-${sections.length.toString(36)}`; // "-": never a registry chunk's short name
    sections.push({ key, routes: members, chunkNames: new Set(), grouped });
    return key;
  };
  /** @param {Route} route @returns {Route} */
  /**
   * Sections of `pages` (all below `base`): one per segment with at least MIN_GROUP_SIZE pages,
   * split again by the next segment while larger than MAX_SECTION_SIZE; the pages left over
   * make a section with the prefix `ownPrefix`.
   * @param {Route[]} pages @param {string} base @param {string | null} ownPrefix @returns {LazySection[]}
   */
  const partition = (pages, base, ownPrefix) => {
    const named = [...bySegment(pages, base)].filter(([segment, members]) => segment !== '' && members.length >= MIN_GROUP_SIZE);
    const rest = pages.filter((page) => !named.some(([, members]) => members.includes(page)));
    /** @type {LazySection[]} */
    const lazySections = named.flatMap(([segment, members]) => {
      const prefix = joinPath(base, segment);
      return members.length > MAX_SECTION_SIZE ? partition(members, prefix, prefix) : [{ prefix, key: addSection(members, false) }];
    });
    if (rest.length > 0) lazySections.push({ prefix: ownPrefix, key: addSection(rest, false) });
    return lazySections;
  };
  /** @param {Route} route @returns {Route} */
  const nest = (route) => {
    if (isLeaf(route)) return route;
    const children = /** @type {Route[]} */ (route.routes);
    if (children.length < 2 || !children.every(isLeaf)) return { ...route, routes: children.map(nest) };
    const lazySections = partition(children, route.path, null);
    if (lazySections.length < 2) return { ...route, routes: [], lazySections };
    const key = `i-${indexes.length.toString(36)}`;
    indexes.push({ key, sections: lazySections });
    return { ...route, routes: [], lazySections, lazyIndex: key };
  };
  const groups = bySegment(routes.filter(isLeaf), baseUrl);
  /** @type {Route[]} */
  const top = [];
  for (const route of routes) {
    const segment = isLeaf(route) ? segmentBelow(baseUrl, route.path) : '';
    const group = segment === '' ? undefined : groups.get(segment);
    if (group === undefined || group.length < MIN_GROUP_SIZE) top.push(nest(route));
    else if (group[0] === route) top.push({ path: joinPath(baseUrl, segment), component: { outlet: true }, routes: [], lazySections: [{ prefix: null, key: addSection(group, true) }] });
  }
  return { routes: top, sections, indexes };
}

/**
 * @param {{ routes: string; registry: string; chunkNames: string; globalData: string; baseUrl: string; keepDocIds?: readonly string[] }} sources
 */
function splitRouteData(sources) {
  const registry = parseRegistry(sources.registry);
  const shortNames = new Map([...registry.keys()].map((name, index) => [name, index.toString(36)]));
  /** @type {Record<string, unknown>} */
  const chunkNames = JSON.parse(sources.chunkNames);
  for (const value of Object.values(chunkNames)) {
    for (const name of collectNames(value, new Set())) {
      if (!registry.has(name)) throw new Error(`route-data: routesChunkNames.json names chunk "${name}", which the registry does not list`);
    }
  }
  const { routes, sections, indexes } = markSections(parseRoutes(sources.routes), sources.baseUrl);

  /** @type {Set<string>} */
  const mainNames = new Set();
  /** @param {Route[]} list */
  const collectMain = (list) => list.forEach((route) => {
    const key = routeKey(route);
    if (key !== undefined) collectNames(chunkNames[key], mainNames);
    if (route.routes) collectMain(route.routes);
  });
  collectMain(routes);
  /** @type {Map<string, number>} */
  const sectionUses = new Map();
  for (const section of sections) {
    for (const route of section.routes) {
      const key = routeKey(route);
      if (key !== undefined) collectNames(chunkNames[key], section.chunkNames);
    }
    for (const name of section.chunkNames) sectionUses.set(name, (sectionUses.get(name) ?? 0) + 1);
  }
  /** A chunk one section alone uses is that section's; the main bundle registers the rest. */
  const ownerOf = (/** @type {string} */ name) => (mainNames.has(name) || (sectionUses.get(name) ?? 0) !== 1 ? undefined : sections.find((section) => section.chunkNames.has(name))?.key);

  /** @type {GlobalData} */
  const globalData = JSON.parse(sources.globalData);
  return { registry, shortNames, chunkNames, routes, sections, indexes, ownerOf, globalData, keepDocIds: new Set(sources.keepDocIds ?? []) };
}

/** @typedef {ReturnType<typeof splitRouteData>} RouteData */

/**
 * @param {RouteData} data
 * @param {string | undefined} owner the section key, or undefined for the main bundle
 */
function registryEntries(data, owner) {
  return [...data.registry]
    .filter(([name]) => data.ownerOf(name) === owner)
    .map(([name, request]) => {
      const short = data.shortNames.get(name);
      const literal = JSON.stringify(request);
      return `  "${short}": [() => import(/* webpackChunkName: "${short}" */ ${literal}), "", require.resolveWeak(${literal})]`;
    })
    .join(',\n');
}

/**
 * @param {unknown} value
 * @param {Map<string, string>} shortNames
 * @returns {unknown}
 */
function shorten(value, shortNames) {
  if (typeof value === 'string') return shortNames.get(value);
  if (Array.isArray(value)) return value.map((item) => shorten(item, shortNames));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item, shortNames)]));
  return value;
}

/**
 * @param {RouteData} data
 * @param {Route[]} routes
 */
function chunkNamesOf(data, routes) {
  /** @type {Record<string, unknown>} */
  const out = {};
  /** @param {Route[]} list */
  const visit = (list) => list.forEach((route) => {
    const key = routeKey(route);
    if (key !== undefined && data.chunkNames[key] !== undefined) out[key] = shorten(data.chunkNames[key], data.shortNames);
    if (route.routes) visit(route.routes);
  });
  visit(routes);
  return out;
}

/**
 * @param {Route} route
 * @param {string} selfRequest how a section module is imported, e.g. "./routes.js"
 * @returns {string}
 */
function routeCode(route, selfRequest) {
  const { path, component, routes, lazySections, lazyIndex, ...props } = route;
  const parts = [`path: ${JSON.stringify(path)}`];
  const creatorArgs = 'outlet' in component ? [] : [component.path, ...(component.hash === undefined ? [] : [component.hash])];
  parts.push(`component: ${'outlet' in component ? 'RouteSectionOutlet' : `ComponentCreator(${creatorArgs.map((part) => JSON.stringify(part)).join(', ')})`}`);
  for (const [key, value] of Object.entries(props)) parts.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  if (lazyIndex !== undefined) {
    parts.push('routes: []', 'lazySections: []', `lazyIndex: {chunk: "${lazyIndex}", load: () => import(/* webpackChunkName: "${lazyIndex}" */ ${JSON.stringify(`${selfRequest}?index=${lazyIndex}`)})}`);
  } else if (lazySections !== undefined) {
    parts.push('routes: []', `lazySections: ${lazySectionsCode(lazySections, selfRequest)}`);
  } else if (routes !== undefined) {
    parts.push(`routes: [${routes.map((child) => routeCode(child, selfRequest)).join(',\n')}]`);
  }
  return `{${parts.join(', ')}}`;
}

/**
 * @param {LazySection[]} lazySections
 * @param {string} selfRequest
 */
function lazySectionsCode(lazySections, selfRequest) {
  const lazy = lazySections.map(({ prefix, key }) => `{prefix: ${JSON.stringify(prefix)}, chunk: "${key}", load: () => import(/* webpackChunkName: "${key}" */ ${JSON.stringify(`${selfRequest}?section=${key}`)})}`);
  return `[${lazy.join(', ')}]`;
}

/**
 * The module of one section index: the sections of its route.
 * @param {RouteData} data
 * @param {string} key
 */
function indexSource(data, key) {
  const index = data.indexes.find((candidate) => candidate.key === key);
  if (index === undefined) throw new Error(`route-data: no route section index "${key}"`);
  return `export default ${lazySectionsCode(index.sections, './routes.js')};\n`;
}

/**
 * A section's leaf route, as a call of the `leaf` helper its module defines: the route's chunk
 * names sit beside its path, which compresses far better than two tables of paths.
 * @param {RouteData} data
 * @param {Route} route
 */
function leafCode(data, route) {
  const { path, component, routes, lazySections, lazyIndex, ...props } = route;
  if (!('hash' in component) || component.hash === undefined || routes !== undefined || lazySections !== undefined || lazyIndex !== undefined) {
    throw new Error(`route-data: a section route is not a page: ${path}`);
  }
  const chunks = shorten(data.chunkNames[`${path}-${component.hash}`], data.shortNames) ?? {};
  return `leaf(${JSON.stringify(path)}, ${JSON.stringify(component.hash)}, ${JSON.stringify(chunks)}, ${JSON.stringify(props)})`;
}

/**
 * The main bundle's `registry.js`.
 * @param {RouteData} data
 */
function mainRegistrySource(data) {
  return `export default {\n${registryEntries(data, undefined)}\n};\n`;
}

/**
 * The main bundle's `routesChunkNames.json`.
 * @param {RouteData} data
 */
function mainChunkNamesSource(data) {
  return JSON.stringify(chunkNamesOf(data, data.routes));
}

/**
 * The main bundle's `routes.js`.
 * @param {RouteData} data
 * @param {{ outletModule: string }} modules
 */
function mainRoutesSource(data, modules) {
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import RouteSectionOutlet from ${JSON.stringify(modules.outletModule)};`,
    `export default [\n${data.routes.map((route) => routeCode(route, './routes.js')).join(',\n')}\n];`,
    '',
  ].join('\n');
}

/**
 * The docs of other versions (and the main docs) as the main bundle's global data keeps them.
 * @param {RouteData} data
 * @returns {GlobalData}
 */
function mainGlobalData(data) {
  return mapVersions(data.globalData, (version) => ({
    ...version,
    docs: version.docs.filter((doc) => doc.id === version.mainDocId || data.keepDocIds.has(doc.id)),
  }));
}

/**
 * @param {GlobalData} globalData
 * @param {(version: GlobalVersion, pluginId: string) => GlobalVersion} map
 * @returns {GlobalData}
 */
function mapVersions(globalData, map) {
  return Object.fromEntries(
    Object.entries(globalData).map(([pluginName, instances]) => [
      pluginName,
      Object.fromEntries(
        Object.entries(instances).map(([pluginId, instance]) => [
          pluginId,
          Array.isArray(instance.versions) ? { ...instance, versions: instance.versions.map((version) => map(version, pluginId)) } : instance,
        ]),
      ),
    ]),
  );
}

/**
 * The docs a section restores into the global data: its own docs, and the docs with the same ids
 * in the plugin's other versions, each as [id, sidebar, path], the path left out when it is the
 * version's path and the id. Undefined when the section's pages are not docs.
 * @param {RouteData} data
 * @param {Section} section
 * @returns {{ pluginName: string; pluginId: string; versions: Record<string, (string | null)[][]> } | undefined}
 */
function docsOfSection(data, section) {
  const paths = new Set(section.routes.map((route) => route.path));
  for (const [pluginName, instances] of Object.entries(data.globalData)) {
    for (const [pluginId, instance] of Object.entries(instances)) {
      const versions = instance.versions ?? [];
      const own = versions.find((version) => version.docs.some((doc) => paths.has(doc.path)));
      if (own === undefined) continue;
      const ids = new Set(own.docs.filter((doc) => paths.has(doc.path)).map((doc) => doc.id));
      const compact = (/** @type {GlobalVersion} */ version, /** @type {GlobalDoc} */ doc) => {
        const entry = [doc.id, doc.sidebar ?? null];
        return doc.path === joinPath(String(version.path), doc.id) ? entry : [...entry, doc.path];
      };
      const entries = versions.map((version) => [version.name, version.docs.filter((doc) => ids.has(doc.id)).map((doc) => compact(version, doc))]);
      return { pluginName, pluginId, versions: Object.fromEntries(entries) };
    }
  }
  return undefined;
}

/**
 * The module of one section: registers its chunks and its routes' chunk names, restores its docs
 * into the global data, and exports its routes.
 * @param {RouteData} data
 * @param {string} key
 * @param {{ restoreDocsModule: string }} modules
 */
function sectionSource(data, key, modules) {
  const section = data.sections.find((candidate) => candidate.key === key);
  if (section === undefined) throw new Error(`route-data: no route section "${key}"`);
  const docs = docsOfSection(data, section);
  const routes = section.routes.map((route) => leafCode(data, route));
  if (section.grouped) routes.push("{path: '*', component: ComponentCreator('*')}");
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    ...(docs === undefined ? [] : ["import globalData from '@generated/globalData';", `import restoreDocs from ${JSON.stringify(modules.restoreDocsModule)};`]),
    `Object.assign(registry, {\n${registryEntries(data, key)}\n});`,
    ...(docs === undefined ? [] : [`restoreDocs(globalData, ${JSON.stringify(docs)});`]),
    'function leaf(path, hash, chunks, props) {',
    '  routesChunkNames[`${path}-${hash}`] = chunks;',
    '  return { path, component: ComponentCreator(path, hash), ...props };',
    '}',
    `export default [\n${routes.join(',\n')}\n];`,
    '',
  ].join('\n');
}

module.exports = { splitRouteData, mainRegistrySource, mainChunkNamesSource, mainRoutesSource, mainGlobalData, sectionSource, indexSource, MIN_GROUP_SIZE, MAX_SECTION_SIZE };
