import { describe, expect, it } from 'vitest';
import { sidebarModulesRewrite } from './sidebar-modules';

const link = (id: string) => ({ type: 'link', href: `/docs/${id}`, label: id, docId: id, unlisted: false });

describe('sidebar modules', () => {
  it('moves each sidebar of a version into its own data file, loaded by the docs of that sidebar only', async () => {
    const written = new Map<string, string>();
    const createData = async (name: string, data: string) => {
      written.set(name, data);
      return `/generated/${name}`;
    };
    const route = {
      path: '/docs',
      component: 'DocVersionRoot',
      props: { version: { version: 'current', label: 'V6.2', docsSidebars: { docs: [link('a')], api: [link('api/x')] } } },
      routes: [
        {
          path: '/docs',
          component: 'DocRoot',
          routes: [
            { path: '/docs/a', component: 'DocItem', sidebar: 'docs', modules: { content: 'a.md' } },
            { path: '/docs/api/x', component: 'DocItem', sidebar: 'api', modules: { content: 'x.md' } },
            { path: '/docs/alone', component: 'DocItem', modules: { content: 'alone.md' } },
          ],
        },
      ],
    };
    const result = await sidebarModulesRewrite(createData)(route);
    expect(result.props).toEqual({ version: { version: 'current', label: 'V6.2', docsSidebars: {} } });
    expect(JSON.parse(written.get('sidebar-current-docs.json')!)).toEqual({ items: [{ type: 'link', href: '/docs/a', label: 'a' }] });
    expect(JSON.parse(written.get('sidebar-current-api.json')!)).toEqual({ items: [{ type: 'link', href: '/docs/api/x', label: 'api/x' }] });
    expect(result.routes?.[0]?.routes?.map((doc) => doc.modules)).toEqual([
      { content: 'a.md', sidebar: '/generated/sidebar-current-docs.json' },
      { content: 'x.md', sidebar: '/generated/sidebar-current-api.json' },
      { content: 'alone.md' },
    ]);
  });

  it('leaves routes without version data as they are', async () => {
    const route = { path: '/blog', component: 'BlogListPage', routes: [{ path: '/blog/a', component: 'BlogPostPage' }] };
    expect(await sidebarModulesRewrite(async () => 'unused')(route)).toEqual(route);
  });
});
