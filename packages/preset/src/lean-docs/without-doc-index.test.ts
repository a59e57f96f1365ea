import { describe, expect, it } from 'vitest';
import { withoutDocIndex } from './without-doc-index';

describe('withoutDocIndex', () => {
  it('empties the doc index of nested version props and keeps everything else', () => {
    const version = {
      label: 'V6.2',
      docsSidebars: { docs: [{ type: 'link', href: '/docs/a', label: 'A' }] },
      docs: { a: { id: 'a', title: 'A', description: 'About A', sidebar: 'docs' } },
    };
    const tree = {
      path: '/docs',
      component: 'Root',
      routes: [{ path: '/docs', component: 'Version', props: { version }, routes: [{ path: '/docs/a', component: 'Doc', props: { other: 1 } }] }],
    };
    const [versionRoute] = withoutDocIndex(tree).routes ?? [];
    expect(versionRoute?.props?.version).toEqual({ ...version, docs: {} });
    expect(versionRoute?.routes?.[0]).toEqual({ path: '/docs/a', component: 'Doc', props: { other: 1 } });
    expect(version.docs.a.description).toBe('About A');
  });
});
