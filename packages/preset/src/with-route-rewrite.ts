import type { Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';

type RouteRewrite = (route: RouteConfig) => RouteConfig | Promise<RouteConfig>;

/**
 * `plugin`, except that every route it adds passes through `rewrite` first, which sees the
 * plugin's loaded content and may write data files with `actions.createData`. The routes are
 * added in the order the plugin added them, once every rewrite has finished. The lean docs and
 * blog plugins are the classic ones wrapped this way.
 */
export function withRouteRewrite<Content>(
  plugin: Plugin<Content>,
  rewrite: (content: Content, actions: PluginContentLoadedActions) => RouteRewrite,
): Plugin<Content> {
  return {
    ...plugin,
    async contentLoaded(args) {
      const rewriteRoute = rewrite(args.content, args.actions);
      const rewritten: Promise<RouteConfig>[] = [];
      const addRoute: typeof args.actions.addRoute = (route) => {
        rewritten.push(Promise.resolve(rewriteRoute(route)));
      };
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
      (await Promise.all(rewritten)).forEach((route) => args.actions.addRoute(route));
    },
  };
}
