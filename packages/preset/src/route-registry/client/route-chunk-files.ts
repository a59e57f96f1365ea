/**
 * The bundler runtime every page loads lists the file of every async chunk (and Docusaurus adds
 * the id of every named one), which would grow with every page of the site. At build time
 * (../section-chunks-plugin.cjs) the chunks only one route section uses leave those lists; the
 * section's chunk file brings them along, into `self.__routeChunks`, before anything asks for
 * them. Here the runtime's two lookups learn to read them.
 */
interface RouteChunkTables {
  /** chunk id → file, relative to the public path */
  files: Record<string, string>;
  /** chunk name → chunk id */
  ids: Record<string, string>;
}

interface BundlerRuntime {
  p: string;
  u: (chunkId: string) => string;
  gca?: (chunkName: string) => string;
}

declare const __webpack_require__: BundlerRuntime;
declare global {
  interface Window {
    __routeChunks?: RouteChunkTables;
  }
}

function tables(): RouteChunkTables {
  return (window.__routeChunks ??= { files: {}, ids: {} });
}

if (typeof window !== 'undefined') {
  const runtime = __webpack_require__;
  const chunkFile = runtime.u;
  runtime.u = (chunkId) => tables().files[chunkId] ?? chunkFile(chunkId);
  const chunkAsset = runtime.gca;
  runtime.gca = (chunkName) => {
    const chunkId = tables().ids[chunkName];
    return chunkId === undefined ? (chunkAsset?.(chunkName) ?? '') : runtime.p + runtime.u(chunkId);
  };
}

export {};
