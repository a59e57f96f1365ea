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
});
