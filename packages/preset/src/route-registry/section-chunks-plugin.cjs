// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const routeData = require('./route-data.cjs');
const { removeTableEntries, sectionTablesCode } = require('./runtime-tables.cjs');

const NAME = 'route-section-chunks';
/** Where async chunks are written (output.chunkFilename in lean-client-bundle). */
const CHUNK_DIRECTORY = 'assets/js/';

/**
 * Rspack plugin for the production browser bundle. The chunks only one route section uses (see
 * route-data.cjs) leave the runtime's tables: their ids and files travel at the end of the
 * section's own chunk instead (read by client/route-chunk-files.ts). Likewise the chunks of the
 * sections an index lists travel at the end of the index's chunk. This runs after
 * minification and before the real content hashes are computed, so every file whose content
 * changed here gets a new name, and the names that point at it follow.
 *
 * After emit it writes `manifestFile`: each index's and section's chunk file and the paths of its
 * pages, indexes first, for the build step that adds those files to those pages (see index.ts).
 */
class SectionChunksPlugin {
  /** @param {{ generatedFilesDir: string; baseUrl: string; keepDocIds: string[]; manifestFile: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    /** The split processAssets made, for afterEmit's manifest. @type {WeakMap<object, ReturnType<typeof routeData.splitRouteData>>} */
    const dataOf = new WeakMap();
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const data = this.routeData();
        dataOf.set(compilation, data);
        const chunks = [...compilation.chunks];
        const byName = new Map(chunks.filter((chunk) => chunk.name).map((chunk) => [chunk.name, chunk]));
        const jsFile = (/** @type {import('@rspack/core').Chunk} */ chunk) => [...chunk.files].find((file) => file.endsWith('.js'));
        /** @type {[string, string][]} */
        const removed = [];
        /**
         * Moves chunks out of the runtime's tables into the end of `container`'s file.
         * @param {string} container the chunk name of a section or index
         * @param {string[]} names the chunk names it brings
         */
        const carry = (container, names) => {
          const containerChunk = byName.get(container);
          const containerFile = containerChunk && jsFile(containerChunk);
          if (containerFile === undefined) throw new Error(`${NAME}: no chunk for route section or index ${container}`);
          /** @type {Record<string, string>} */
          const hashes = {};
          /** @type {Record<string, string>} */
          const ids = {};
          for (const name of names) {
            const chunk = byName.get(name);
            const file = chunk && jsFile(chunk);
            if (chunk === undefined || file === undefined || chunk.id === null || chunk.id === undefined) continue; // merged into another chunk
            const id = String(chunk.id);
            const [, hash] = path.basename(file).split('.');
            if (hash === undefined || file !== `${CHUNK_DIRECTORY}${id}.${hash}.js`) throw new Error(`${NAME}: chunk file ${file} is not named ${CHUNK_DIRECTORY}<id>.<hash>.js (see lean-client-bundle)`);
            hashes[id] = hash;
            ids[name] = id;
            removed.push([id, hash], [name, id]);
          }
          compilation.updateAsset(containerFile, (source) => new sources.ConcatSource(source, sectionTablesCode(CHUNK_DIRECTORY, hashes, ids)));
        };
        for (const section of data.sections) {
          const owned = [...data.registry.keys()].filter((name) => data.ownerOf(name) === section.key);
          carry(section.key, owned.map((name) => /** @type {string} */ (data.shortNames.get(name))));
        }
        for (const index of data.indexes) carry(index.key, index.sections.map((section) => section.key));
        const runtimeChunk = chunks.find((chunk) => chunk.name?.startsWith('runtime~'));
        const runtimeFile = runtimeChunk && jsFile(runtimeChunk);
        if (runtimeFile === undefined) throw new Error(`${NAME}: no runtime chunk`);
        compilation.updateAsset(runtimeFile, (source) => new sources.RawSource(removeTableEntries(source.source().toString(), removed)));
      });
    });
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const data = dataOf.get(compilation);
      if (data === undefined) throw new Error(`${NAME}: the sections of this compilation were not computed`);
      const fileOf = (/** @type {string} */ name) => {
        const chunk = [...compilation.chunks].find((candidate) => candidate.name === name);
        return chunk && [...chunk.files].find((candidate) => candidate.endsWith('.js'));
      };
      const pathsOf = (/** @type {string} */ key) => data.sections.find((section) => section.key === key)?.routes.map((route) => route.path) ?? [];
      const manifest = Object.fromEntries([
        ...data.indexes.map((index) => [index.key, { file: fileOf(index.key), paths: index.sections.flatMap((section) => pathsOf(section.key)) }]),
        ...data.sections.map((section) => [section.key, { file: fileOf(section.key), paths: pathsOf(section.key) }]),
      ]);
      fs.writeFileSync(this.options.manifestFile, JSON.stringify(manifest));
    });
  }

  routeData() {
    const read = (/** @type {string} */ name) => fs.readFileSync(path.join(this.options.generatedFilesDir, name), 'utf8');
    return routeData.splitRouteData({
      routes: read('routes.js'),
      registry: read('registry.js'),
      chunkNames: read('routesChunkNames.json'),
      globalData: read('globalData.json'),
      baseUrl: this.options.baseUrl,
      keepDocIds: this.options.keepDocIds,
    });
  }
}

module.exports = SectionChunksPlugin;
