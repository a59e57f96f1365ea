import { describe, expect, it } from 'vitest';
import { leanSidebarItem } from './lean-sidebar-items';

const link = (id: string, unlisted = false) => ({ type: 'link', href: `/docs/${id}`, label: id, docId: id, unlisted });

describe('lean sidebar items', () => {
  it('drops docId and unlisted: false from links, nested ones included, and keeps unlisted: true', () => {
    expect([link('a'), { type: 'category', label: 'C', items: [link('b', true)], collapsed: false }].map(leanSidebarItem)).toEqual([
      { type: 'link', href: '/docs/a', label: 'a' },
      { type: 'category', label: 'C', items: [{ type: 'link', href: '/docs/b', label: 'b', unlisted: true }], collapsed: false },
    ]);
  });
});
