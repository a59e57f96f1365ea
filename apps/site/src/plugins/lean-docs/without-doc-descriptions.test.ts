import { describe, expect, it } from 'vitest';
import { withoutDocDescriptions } from './without-doc-descriptions';

describe('withoutDocDescriptions', () => {
  it('drops descriptions from nested version props and keeps everything else', () => {
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
    const [versionRoute] = withoutDocDescriptions(tree).routes ?? [];
    expect(versionRoute?.props?.version).toEqual({ ...version, docs: { a: { id: 'a', title: 'A', sidebar: 'docs' } } });
    expect(versionRoute?.routes?.[0]).toEqual({ path: '/docs/a', component: 'Doc', props: { other: 1 } });
    expect(version.docs.a.description).toBe('About A');
  });
});
