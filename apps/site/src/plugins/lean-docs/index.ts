import docsPlugin, { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withRouteRewrite } from '../with-route-rewrite';
import { withLeanSidebarItems } from './lean-sidebar-items';
import { withoutDocIndex } from './without-doc-index';

/**
 * The classic docs plugin, except that the version data every docs page loads (the sidebars plus
 * an index of every doc with its title and description) leaves out the index. The theme reads it
 * only for DocCard grids (`useDocById`), which these docs do not use, and it was more than half
 * of that data: 25 KB gzip on every docs page of V6.2 at first, 10 KB with the sidebars alone. A
 * page that renders a DocCard anyway fails the build ("no version doc found by id"). Each page
 * still has its own title and description in its metadata and <meta> tags. The sidebars leave out
 * what the browser never reads of their items (lean-sidebar-items.ts).
 * Configured like `@docusaurus/plugin-content-docs` (the preset's `docs` is off).
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  return withRouteRewrite(await docsPlugin(context, options), () => (route) => withLeanSidebarItems(withoutDocIndex(route)));
}

export { validateOptions };
