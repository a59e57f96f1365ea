// @ts-check

/**
 * Rspack loader for the browser's copy of `.docusaurus/docusaurus.config.mjs`, the site config
 * every page carries. It drops the keys only the build reads: the plugin, preset and theme lists
 * with all their options, head tags, static folders and the broken-link policies, and the hosts
 * each analytics script needs (`themeConfig.analytics.scripts[].csp`, read by the build's
 * security headers).
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
];

const exportedObject = /export default (\{[\s\S]*\});\s*$/;

/** @param {string} source */
function withoutServerOnlyConfig(source) {
  const match = exportedObject.exec(source);
  if (!match?.[1]) throw new Error('server-only-config-loader: the generated site config changed shape; update the pattern in this loader');
  const config = /** @type {Record<string, unknown>} */ (JSON.parse(match[1]));
  for (const key of SERVER_ONLY_KEYS) delete config[key];
  const analytics = /** @type {{ analytics?: { scripts?: Record<string, unknown>[] } } | undefined} */ (config.themeConfig)?.analytics;
  if (Array.isArray(analytics?.scripts)) analytics.scripts = analytics.scripts.map(({ csp: _csp, ...script }) => script);
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = withoutServerOnlyConfig;
module.exports.SERVER_ONLY_KEYS = SERVER_ONLY_KEYS;
