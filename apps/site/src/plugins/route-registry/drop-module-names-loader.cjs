// @ts-check
/**
 * Rspack loader for the browser's copy of `.docusaurus/registry.js`. Each entry reads
 * `[() => import("<path>"), "<path>", require.resolveWeak("<path>")]`; the middle name is only
 * used by server rendering, so it becomes "".
 * @param {string} source
 */
module.exports = function dropModuleNames(source) {
  const entry = /(\), )"[^"]*"(, require\.resolveWeak\()/g;
  const result = source.replace(entry, '$1""$2');
  if (result === source && source.includes('require.resolveWeak(')) {
    throw new Error('drop-module-names-loader: the registry format changed; update the pattern in this loader');
  }
  return result;
};
