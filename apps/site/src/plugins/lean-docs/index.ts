import docsPlugin, { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withoutDocDescriptions } from './without-doc-descriptions';

/**
 * The classic docs plugin, except that the version data every docs page loads (sidebars plus a
 * title and description per doc) leaves out the descriptions. The theme reads them only for
 * DocCard grids, which these docs do not use, and they were 60% of that data: about 15 KB gzip
 * on every docs page of V6.2. Descriptions still reach each page's own metadata and <meta> tags.
 * Configured like `@docusaurus/plugin-content-docs` (the preset's `docs` is off).
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
}

export { validateOptions };
