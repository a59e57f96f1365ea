import { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { classicRequire } from '../classic-require';
import { withRouteRewrite } from '../with-route-rewrite';
import { sidebarModulesRewrite } from './sidebar-modules';
import { withoutDocIndex } from './without-doc-index';

/**
 * The classic docs plugin, except for the version data every docs page loads (the sidebars plus
 * an index of every doc with its title and description):
 * - it leaves out the index. The theme reads it only for DocCard grids (`useDocById`), which these
 *   docs do not use; it was 25 KB gzip on every docs page of V6.2 at first. A page that renders a
 *   DocCard anyway fails the build ("no version doc found by id"). Each page still has its own
 *   title and description in its metadata and <meta> tags.
 * - its sidebars move to one module per sidebar, which only the docs of that sidebar load
 *   (sidebar-modules.ts), without what the browser never reads of their items.
 * Configured like `@docusaurus/plugin-content-docs`, whose copy it wraps is the site's (classic-require.ts).
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const docsPlugin = (classicRequire(context.siteDir)('@docusaurus/plugin-content-docs') as typeof import('@docusaurus/plugin-content-docs')).default;
  return withRouteRewrite(await docsPlugin(context, options), (_content, actions) => {
    const withSidebarModules = sidebarModulesRewrite(actions.createData);
    return (route) => withSidebarModules(withoutDocIndex(route));
  });
}

export { validateOptions };
