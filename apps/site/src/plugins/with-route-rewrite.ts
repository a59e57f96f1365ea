import type { Plugin, RouteConfig } from '@docusaurus/types';

/**
 * `plugin`, except that every route it adds passes through `rewrite` first, which sees the
 * plugin's loaded content. The lean docs and blog plugins are the classic ones wrapped this way.
 */
export function withRouteRewrite<Content>(
  plugin: Plugin<Content>,
  rewrite: (content: Content) => (route: RouteConfig) => RouteConfig,
): Plugin<Content> {
  return {
    ...plugin,
    async contentLoaded(args) {
      const rewriteRoute = rewrite(args.content);
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(rewriteRoute(route));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
}
