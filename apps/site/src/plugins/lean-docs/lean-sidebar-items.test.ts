import { describe, expect, it } from 'vitest';
import { withLeanSidebarItems } from './lean-sidebar-items';

const link = (id: string, unlisted = false) => ({ type: 'link', href: `/docs/${id}`, label: id, docId: id, unlisted });

describe('lean sidebar items', () => {
  it('drops docId and unlisted: false from the links of every sidebar, nested ones included, and keeps unlisted: true', () => {
    const route = {
      path: '/docs',
      component: 'DocVersionRoot',
      props: { version: { docsSidebars: { docs: [link('a'), { type: 'category', label: 'C', items: [link('b', true)], collapsed: false }] } } },
      routes: [{ path: '/docs/a', component: 'DocItem' }],
    };
    expect(withLeanSidebarItems(route).props).toEqual({
      version: {
        docsSidebars: {
          docs: [
            { type: 'link', href: '/docs/a', label: 'a' },
            { type: 'category', label: 'C', items: [{ type: 'link', href: '/docs/b', label: 'b', unlisted: true }], collapsed: false },
          ],
        },
      },
    });
    expect(withLeanSidebarItems(route).routes).toEqual(route.routes);
  });
});
