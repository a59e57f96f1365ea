import { describe, expect, it } from 'vitest';
import { parseRegistry, parseRoutes } from './generated-route-files';


// The shape Docusaurus 3.10 generates.
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'b72'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'e8d'),
    routes: [
      {
        path: '/docs/intro',
        component: ComponentCreator('/docs/intro', '61d'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('parseRoutes', () => {
  it('reads the route tree, each component as the path and hash of its ComponentCreator call', () => {
    expect(parseRoutes(routesJs)).toEqual([
      { path: '/blog', component: { path: '/blog', hash: 'b72' }, exact: true },
      { path: '/docs', component: { path: '/docs', hash: 'e8d' }, routes: [{ path: '/docs/intro', component: { path: '/docs/intro', hash: '61d' }, exact: true, sidebar: 'docs' }] },
      { path: '*', component: { path: '*' } },
    ]);
  });

  it('fails loudly when the format changes', () => {
    expect(() => parseRoutes('module.exports = []')).toThrow(/Docusaurus changed its format/);
    expect(() => parseRoutes('export default {};')).toThrow(/not export an array/);
  });
});

describe('parseRegistry', () => {
  it('maps each chunk name to the request of its import, unescaped', () => {
    const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "a1b2c3d4": [() => import(/* webpackChunkName: "a1b2c3d4" */ "C:\\\\site\\\\docs\\\\x.md"), "C:\\\\site\\\\docs\\\\x.md", require.resolveWeak("C:\\\\site\\\\docs\\\\x.md")],
};`;
    expect(parseRegistry(registry)).toEqual(
      new Map([
        ['0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
        ['17896441', '@theme/DocItem'],
        ['a1b2c3d4', 'C:\\site\\docs\\x.md'],
      ]),
    );
  });

  it('fails loudly on a registry it cannot read', () => {
    expect(() => parseRegistry('export default {};')).toThrow(/lists no chunks/);
  });
});
