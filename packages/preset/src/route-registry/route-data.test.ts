import { describe, expect, it } from 'vitest';
import routeData from './route-data.cjs';

const { splitRouteData, mainRegistrySource, mainChunkNamesSource, mainRoutesSource, mainGlobalData, sectionSource, indexSource, MIN_GROUP_SIZE, MAX_SECTION_SIZE } = routeData;

const posts = Array.from({ length: MIN_GROUP_SIZE }, (_, index) => `p${index}`);
const apiPages = Array.from({ length: MIN_GROUP_SIZE }, (_, index) => `api/m${index}`);

/** A small site: a home page, docs with one version of three pages, and a blog. */
const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/', component: ComponentCreator('/', 'h00'), exact: true },
${posts.map((post) => `  { path: '/blog/${post}', component: ComponentCreator('/blog/${post}', '${post}h'), exact: true },`).join('\n')}
  { path: '/docs', component: ComponentCreator('/docs', 'd00'), routes: [
    { path: '/docs', component: ComponentCreator('/docs', 'd01'), routes: [
      { path: '/docs/a', component: ComponentCreator('/docs/a', 'a00'), exact: true, sidebar: 'docs' },
      { path: '/docs/b', component: ComponentCreator('/docs/b', 'b00'), exact: true, sidebar: 'docs' },
      { path: '/docs/c', component: ComponentCreator('/docs/c', 'c00'), exact: true, sidebar: 'docs' },
${apiPages.map((page) => `      { path: '/docs/${page}', component: ComponentCreator('/docs/${page}', 'x00'), exact: true, sidebar: 'api' },`).join('\n')}
    ] }
  ] },
  { path: '*', component: ComponentCreator('*') }
];
`;

const modules = ['home', 'docRoot', 'docItem', 'a', 'b', 'c', 'blogPost', ...posts, ...apiPages];
const registry = `export default {\n${modules
  .map((name) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.js"), "@site/${name}.js", require.resolveWeak("@site/${name}.js")],`)
  .join('\n')}};\n`;

const chunkNames = JSON.stringify({
  '/-h00': { __comp: 'home' },
  '/docs-d00': { __comp: 'docRoot' },
  '/docs-d01': { __comp: 'docRoot' },
  '/docs/a-a00': { __comp: 'docItem', content: 'a' },
  '/docs/b-b00': { __comp: 'docItem', content: 'b' },
  '/docs/c-c00': { __comp: 'docItem', content: 'c' },
  ...Object.fromEntries(posts.map((post) => [`/blog/${post}-${post}h`, { __comp: 'blogPost', content: post }])),
  ...Object.fromEntries(apiPages.map((page) => [`/docs/${page}-x00`, { __comp: 'docItem', content: page }])),
});

const doc = (id: string, version = '') => ({ id, path: `/docs${version}/${id}`, sidebar: 'docs' });
const docsOf = (version: string) => [doc('a', version), { ...doc('b', version), path: `/docs${version}/b-slug` }, doc('x', version)];
const globalData = JSON.stringify({
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        { name: 'current', path: '/docs', mainDocId: 'a', docs: [doc('a'), doc('b'), doc('c')] },
        { name: 'old', path: '/docs/old', mainDocId: 'a', docs: docsOf('/old') },
      ],
    },
  },
});

const split = (keepDocIds: string[] = []) => splitRouteData({ routes, registry, chunkNames, globalData, baseUrl: '/', keepDocIds });
const clientModules = { outletModule: '/outlet.tsx', restoreDocsModule: '/restore.ts' };
const short = (data: ReturnType<typeof split>, name: string) => data.shortNames.get(name);

describe('route data split', () => {
  it('makes a section of each large path segment of the docs, one of the other docs, and one of the blog posts', () => {
    const data = split();
    expect(data.sections.map((section) => [section.key, section.grouped, section.routes.map((route) => route.path)])).toEqual([
      ['s-0', true, posts.map((post) => `/blog/${post}`)],
      ['s-1', false, apiPages.map((page) => `/docs/${page}`)],
      ['s-2', false, ['/docs/a', '/docs/b', '/docs/c']],
    ]);
    const main = mainRoutesSource(data, clientModules);
    expect(main).toContain('{path: "/blog", component: RouteSectionOutlet, routes: [], lazySections: [{prefix: null, chunk: "s-0", load: () => import(/* webpackChunkName: "s-0" */ "./routes.js?section=s-0")}]}');
    // The docs route has two sections: the main bundle knows their index, the index knows them.
    expect(main).toContain('routes: [], lazySections: [], lazyIndex: {chunk: "i-0", load: () => import(/* webpackChunkName: "i-0" */ "./routes.js?index=i-0")}');
    expect(main).not.toContain('"s-1"');
    expect(data.indexes).toEqual([{ key: 'i-0', sections: [{ prefix: '/docs/api', key: 's-1' }, { prefix: null, key: 's-2' }] }]);
    expect(indexSource(data, 'i-0')).toBe('export default [{prefix: "/docs/api", chunk: "s-1", load: () => import(/* webpackChunkName: "s-1" */ "./routes.js?section=s-1")}, {prefix: null, chunk: "s-2", load: () => import(/* webpackChunkName: "s-2" */ "./routes.js?section=s-2")}];\n');
    expect(main).toContain('{path: "/", component: ComponentCreator("/", "h00"), "exact": true}');
    expect(main).not.toContain('"/docs/a"');
    expect(main).not.toContain('"/blog/p0"');
  });

  it('registers a chunk in the one section that uses it, and chunks of the main routes or of several sections in the main bundle', () => {
    const data = split();
    const mainRegistry = mainRegistrySource(data);
    for (const name of ['home', 'docRoot', 'docItem']) expect(mainRegistry).toContain(`"${short(data, name)}": [() => import(/* webpackChunkName: "${short(data, name)}" */ "@site/${name}.js"), "", require.resolveWeak("@site/${name}.js")]`);
    for (const name of ['a', 'p0', 'blogPost']) expect(mainRegistry).not.toContain(`"@site/${name}.js"`);
    const docs = sectionSource(data, 's-2', clientModules);
    expect(docs).toContain(`"${short(data, 'a')}": [() => import(/* webpackChunkName: "${short(data, 'a')}" */ "@site/a.js")`);
    expect(docs).toContain(`leaf("/docs/a", "a00", {"__comp":"${short(data, 'docItem')}","content":"${short(data, 'a')}"}, {"exact":true,"sidebar":"docs"})`);
    expect(docs).not.toContain('"@site/docItem.js"');
    expect(JSON.parse(mainChunkNamesSource(data))).toEqual({ '/-h00': { __comp: short(data, 'home') }, '/docs-d00': { __comp: short(data, 'docRoot') }, '/docs-d01': { __comp: short(data, 'docRoot') } });
  });

  it('ends a grouped section with the 404 route, and a docs section restores its docs and their twins in other versions', () => {
    const data = split();
    const blog = sectionSource(data, 's-0', clientModules);
    expect(blog).toContain("{path: '*', component: ComponentCreator('*')}");
    expect(blog).not.toContain('restoreDocs');
    const docs = sectionSource(data, 's-2', clientModules);
    expect(docs).toContain('import restoreDocs from "/restore.ts";');
    const restored = JSON.parse(/restoreDocs\(globalData, (.*)\);/.exec(docs)?.[1] ?? 'null');
    expect(restored).toEqual({
      pluginName: 'docusaurus-plugin-content-docs',
      pluginId: 'default',
      versions: { current: [['a', 'docs'], ['b', 'docs'], ['c', 'docs']], old: [['a', 'docs'], ['b', 'docs', '/docs/old/b-slug']] },
    });
  });

  it('splits a section larger than MAX_SECTION_SIZE by its next path segment, its other pages keeping the shorter prefix', () => {
    const pages = [...Array.from({ length: MAX_SECTION_SIZE + 1 }, (_, index) => `api/group/m${index}`), 'api/schemas'];
    const tree = `import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n  { path: '/docs', component: ComponentCreator('/docs', 'd01'), routes: [\n${pages
      .map((page) => `    { path: '/docs/${page}', component: ComponentCreator('/docs/${page}', 'x00'), exact: true },`)
      .join('\n')}\n  ] }\n];\n`;
    const names = JSON.stringify(Object.fromEntries([['/docs-d01', { __comp: 'docRoot' }], ...pages.map((page) => [`/docs/${page}-x00`, { __comp: 'docItem' }])]));
    const data = splitRouteData({ routes: tree, registry, chunkNames: names, globalData, baseUrl: '/' });
    expect(data.sections.map((section) => section.routes.length)).toEqual([MAX_SECTION_SIZE + 1, 1]);
    expect(indexSource(data, 'i-0')).toContain('[{prefix: "/docs/api/group", chunk: "s-0"');
    expect(indexSource(data, 'i-0')).toContain('{prefix: "/docs/api", chunk: "s-1"');
  });

  it('keeps only the main docs and the docs the navbar names in the global data', () => {
    const versions = (keep: string[]) => mainGlobalData(split(keep))['docusaurus-plugin-content-docs']?.default?.versions?.map((version) => version.docs.map((entry) => entry.id));
    expect(versions([])).toEqual([['a'], ['a']]);
    expect(versions(['x'])).toEqual([['a'], ['a', 'x']]);
  });

  it('keeps the main bundle the same size whatever the number of sections of a route', () => {
    const site = (folders: number) => {
      const pages = Array.from({ length: folders * MIN_GROUP_SIZE }, (_, index) => `f${Math.floor(index / MIN_GROUP_SIZE)}/p${index}`);
      const tree = `import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n  { path: '/docs', component: ComponentCreator('/docs', 'd01'), routes: [\n${pages
        .map((page) => `    { path: '/docs/${page}', component: ComponentCreator('/docs/${page}', 'x00'), exact: true },`)
        .join('\n')}\n  ] }\n];\n`;
      const names = JSON.stringify(Object.fromEntries([['/docs-d01', { __comp: 'docRoot' }], ...pages.map((page) => [`/docs/${page}-x00`, { __comp: 'docItem' }])]));
      return mainRoutesSource(splitRouteData({ routes: tree, registry, chunkNames: names, globalData, baseUrl: '/' }), clientModules);
    };
    expect(site(20)).toBe(site(2));
  });

  it('fails with a message when the chunk names list a chunk the registry does not', () => {
    expect(() => splitRouteData({ routes, registry, chunkNames: JSON.stringify({ '/-h00': { __comp: 'nope' } }), globalData, baseUrl: '/' })).toThrow(/"nope", which the registry does not list/);
  });
});
