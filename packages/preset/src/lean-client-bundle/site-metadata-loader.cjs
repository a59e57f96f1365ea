// @ts-check

/**
 * Rspack loader for the browser's copy of `.docusaurus/site-metadata.json`, which every page
 * carries through `useDocusaurusContext().siteMetadata`. Pages read nothing of it; it keeps the
 * Docusaurus and site versions and drops `pluginVersions`, the name and version of every plugin
 * (read by the debug plugin's pages, which production builds do not have).
 * @param {string} source
 */
function withoutPluginVersions(source) {
  const metadata = /** @type {Record<string, unknown>} */ (JSON.parse(source));
  return JSON.stringify({ ...metadata, pluginVersions: {} });
}

module.exports = withoutPluginVersions;
