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
 * section's own chunk instead (read by client/route-chunk-files.ts). This runs after
 * minification and before the real content hashes are computed, so every file whose content
 * changed here gets a new name, and the names that point at it follow.
 *
 * After emit it writes `manifestFile`: each section's chunk file and the paths of its pages, for
 * the build step that adds that file to those pages (see index.ts).
 */
class SectionChunksPlugin {
  /** @param {{ generatedFilesDir: string; baseUrl: string; keepDocIds: string[]; manifestFile: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    /** The split processAssets made, for afterEmit's manifest. @type {WeakMap<object, { key: string; routes: { path: string }[] }[]>} */
    const sectionsOf = new WeakMap();
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const data = this.routeData();
        sectionsOf.set(compilation, data.sections);
        const chunks = [...compilation.chunks];
        const byName = new Map(chunks.filter((chunk) => chunk.name).map((chunk) => [chunk.name, chunk]));
        const jsFile = (/** @type {import('@rspack/core').Chunk} */ chunk) => [...chunk.files].find((file) => file.endsWith('.js'));
        /** @type {[string, string][]} */
        const removed = [];
        for (const section of data.sections) {
          const sectionChunk = byName.get(section.key);
          const sectionFile = sectionChunk && jsFile(sectionChunk);
          if (sectionFile === undefined) throw new Error(`${NAME}: no chunk for route section ${section.key}`);
          /** @type {Record<string, string>} */
          const hashes = {};
          /** @type {Record<string, string>} */
          const ids = {};
          for (const [name] of data.registry) {
            if (data.ownerOf(name) !== section.key) continue;
            const short = /** @type {string} */ (data.shortNames.get(name));
            const chunk = byName.get(short);
            const file = chunk && jsFile(chunk);
            if (chunk === undefined || file === undefined || chunk.id === null || chunk.id === undefined) continue; // merged into another chunk
            const id = String(chunk.id);
            const [, hash] = path.basename(file).split('.');
            if (hash === undefined || file !== `${CHUNK_DIRECTORY}${id}.${hash}.js`) throw new Error(`${NAME}: chunk file ${file} is not named ${CHUNK_DIRECTORY}<id>.<hash>.js (see lean-client-bundle)`);
            hashes[id] = hash;
            ids[short] = id;
            removed.push([id, hash], [short, id]);
          }
          compilation.updateAsset(sectionFile, (source) => new sources.ConcatSource(source, sectionTablesCode(CHUNK_DIRECTORY, hashes, ids)));
        }
        const runtimeChunk = chunks.find((chunk) => chunk.name?.startsWith('runtime~'));
        const runtimeFile = runtimeChunk && jsFile(runtimeChunk);
        if (runtimeFile === undefined) throw new Error(`${NAME}: no runtime chunk`);
        compilation.updateAsset(runtimeFile, (source) => new sources.RawSource(removeTableEntries(source.source().toString(), removed)));
      });
    });
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const sections = sectionsOf.get(compilation);
      if (sections === undefined) throw new Error(`${NAME}: the sections of this compilation were not computed`);
      const manifest = Object.fromEntries(
        sections.map((section) => {
          const chunk = [...compilation.chunks].find((candidate) => candidate.name === section.key);
          const file = chunk && [...chunk.files].find((candidate) => candidate.endsWith('.js'));
          return [section.key, { file, paths: section.routes.map((route) => route.path) }];
        }),
      );
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
