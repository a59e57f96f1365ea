import { describe, expect, it } from 'vitest';
import type { Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { withRouteRewrite } from './with-route-rewrite';

describe('withRouteRewrite', () => {
  it('passes every route the plugin adds through the rewrite made from its loaded content', async () => {
    const plugin: Plugin<{ suffix: string }> = {
      name: 'fake',
      async contentLoaded({ actions }) {
        actions.addRoute({ path: '/a', component: 'A' });
        actions.addRoute({ path: '/b', component: 'B' });
      },
    };
    const added: RouteConfig[] = [];
    const actions = { addRoute: (route: RouteConfig) => added.push(route) } as unknown as PluginContentLoadedActions;
    const wrapped = withRouteRewrite(plugin, ({ suffix }) => (route) => ({ ...route, path: route.path + suffix }));
    await wrapped.contentLoaded?.({ content: { suffix: '/x' }, actions });
    expect(added).toEqual([{ path: '/a/x', component: 'A' }, { path: '/b/x', component: 'B' }]);
    expect(wrapped.name).toBe('fake');
  });

  it('adds the routes in the order the plugin added them when rewrites finish out of order', async () => {
    const plugin: Plugin<null> = {
      name: 'fake',
      async contentLoaded({ actions }) {
        actions.addRoute({ path: '/slow', component: 'A' });
        actions.addRoute({ path: '/fast', component: 'B' });
      },
    };
    const added: string[] = [];
    const actions = { addRoute: (route: RouteConfig) => added.push(route.path) } as unknown as PluginContentLoadedActions;
    const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const wrapped = withRouteRewrite(plugin, () => async (route) => {
      await delay(route.path === '/slow' ? 20 : 0);
      return route;
    });
    await wrapped.contentLoaded?.({ content: null, actions });
    expect(added).toEqual(['/slow', '/fast']);
  });
});
