import { validateOptions as validateDocsOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { classicRequire } from '../classic-require';
import { withRouteRewrite } from '../with-route-rewrite';
import { sidebarModulesRewrite } from './sidebar-modules';
import { withVersionTwins, type DocsGlobalData, type VersionTwins } from './version-twins';
import { withoutDocIndex } from './without-doc-index';

export interface LeanDocsOptions extends PluginOptions {
  /** Docs that moved between versions, paired per version (see version-twins.ts). */
  readonly versionTwins: readonly VersionTwins[];
}

/**
 * The classic docs plugin, except for the version data every docs page loads (the sidebars plus
 * an index of every doc with its title and description):
 * - it leaves out the index. The theme reads it only for DocCard grids (`useDocById`), which these
 *   docs do not use; it was 25 KB gzip on every docs page of V6.2 at first. A page that renders a
 *   DocCard anyway fails the build ("no version doc found by id"). Each page still has its own
 *   title and description in its metadata and <meta> tags.
 * - its sidebars move to one module per sidebar, which only the docs of that sidebar load
 *   (sidebar-modules.ts), without what the browser never reads of their items.
 * - its global data pairs docs that moved between versions (version-twins.ts), so the version
 *   dropdown leads to the same topic.
 * Configured like `@docusaurus/plugin-content-docs`, whose copy it wraps is the site's (classic-require.ts),
 * plus `versionTwins`.
 */
export default async function leanDocsPlugin(context: LoadContext, options: LeanDocsOptions): Promise<Plugin<LoadedContent>> {
  const docsPlugin = (classicRequire(context.siteDir)('@docusaurus/plugin-content-docs') as typeof import('@docusaurus/plugin-content-docs')).default;
  const plugin = await docsPlugin(context, options);
  const withTwins: Plugin<LoadedContent> = {
    ...plugin,
    async contentLoaded(args) {
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(withVersionTwins(data as DocsGlobalData, options.versionTwins));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, setGlobalData } });
    },
  };
  return withRouteRewrite(withTwins, (_content, actions) => {
    const withSidebarModules = sidebarModulesRewrite(actions.createData);
    return (route) => withSidebarModules(withoutDocIndex(route));
  });
}

export function validateOptions({ options, validate }: OptionValidationContext<Partial<LeanDocsOptions>, LeanDocsOptions>): LeanDocsOptions {
  const { versionTwins = [], ...docsOptions } = options;
  return { ...validateDocsOptions({ options: docsOptions, validate: validate as never }), versionTwins };
}
