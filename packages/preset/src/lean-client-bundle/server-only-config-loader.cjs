// @ts-check

/**
 * Rspack loader for the browser's copy of `.docusaurus/docusaurus.config.mjs`, the site config
 * every page carries. It drops the keys only the build reads: the plugin, preset and theme lists
 * with all their options, head tags, static folders and the broken-link policies, the markdown
 * options, the build's `future` flags (the browser reads `future.experimental_router` only), and
 * the hosts each analytics script needs (read by the build's security headers). A path's `*`
 * stands for every item of an array.
 */

const SERVER_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'staticDirectories',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
  'markdown',
  'future.v4',
  'future.faster',
  'future.experimental_vcs',
  'themeConfig.analytics.scripts.*.csp',
];

/**
 * Deletes the value at `path` (dot-separated keys, `*` for every item of an array) where it exists.
 * @param {unknown} value
 * @param {string[]} path
 */
function deletePath(value, [key, ...rest]) {
  if (typeof value !== 'object' || value === null || key === undefined) return;
  const record = /** @type {Record<string, unknown>} */ (value);
  if (key === '*') {
    if (Array.isArray(value)) value.forEach((item) => deletePath(item, rest));
  } else if (rest.length === 0) delete record[key];
  else deletePath(record[key], rest);
}

const exportedObject = /export default (\{[\s\S]*\});\s*$/;

/** @param {string} source */
function withoutServerOnlyConfig(source) {
  const match = exportedObject.exec(source);
  if (!match?.[1]) throw new Error('server-only-config-loader: the generated site config changed shape; update the pattern in this loader');
  const config = /** @type {Record<string, unknown>} */ (JSON.parse(match[1]));
  for (const key of SERVER_ONLY_KEYS) deletePath(config, key.split('.'));
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = withoutServerOnlyConfig;
module.exports.SERVER_ONLY_KEYS = SERVER_ONLY_KEYS;
