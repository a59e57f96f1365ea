import { describe, expect, it } from 'vitest';
import { matchRoutes as reactRouterMatchRoutes } from 'react-router-config';
import type { RouteNode } from '@rainbond/docusaurus-preset/generated-route-files';
import { filesOfImport, routeFiles as routeFilesWith, type ClientBuild, type MatchRoutes } from './route-files';

/** The matcher Docusaurus's client uses. */
const matchRoutes = reactRouterMatchRoutes as unknown as MatchRoutes;
const routeFiles = (build: ClientBuild, routePath: string, extraImports: readonly string[]) => routeFilesWith(build, routePath, extraImports, matchRoutes);

const route = (path: string, hash: string, extra: Partial<RouteNode> = {}): RouteNode => ({ path, component: { path, hash }, ...extra });

// A docs plugin's nesting (root, version, sidebar, page), a page, and the not-found route.
const routes: RouteNode[] = [
  route('/', 'aaa', { exact: true }),
  route('/docs', 'r01', { routes: [route('/docs', 'r02', { routes: [route('/docs', 'r03', { routes: [route('/docs/intro', 'p01', { exact: true })] })] })] }),
  { path: '*', component: { path: '*' } },
];

const build: ClientBuild = {
  routes,
  chunkNames: {
    '/-aaa': { __comp: 'home', __context: { plugin: 'pages' } },
    '/docs-r01': { __comp: 'docsRoot' },
    '/docs-r02': { __comp: 'versionRoot', __props: 'versionProps' },
    '/docs-r03': { __comp: 'docRoot' },
    '/docs/intro-p01': { __comp: 'docItem', content: 'introMd', items: [{ content: 'introMd' }] },
  },
  registry: new Map([
    ['home', '@theme/Home'],
    ['pages', '@generated/pages.json'],
    ['docsRoot', '@theme/DocsRoot'],
    ['versionRoot', '@theme/DocVersionRoot'],
    ['versionProps', '@generated/version.json'],
    ['docRoot', '@theme/DocRoot'],
    ['docItem', '@theme/DocItem'],
    ['introMd', '@site/docs/intro.md'],
  ]),
  groups: [
    { requests: ['@theme/Home'], files: ['home.js', 'shared.js'] },
    { requests: ['@generated/pages.json'], files: ['pages.js'] },
    { requests: ['@theme/DocsRoot'], files: ['docs-root.js', 'shared.js'] },
    { requests: ['@theme/DocVersionRoot'], files: ['version-root.js'] },
    { requests: ['@generated/version.json'], files: ['version.js'] },
    { requests: ['@theme/DocRoot'], files: ['doc-root.js', 'styles.css'] },
    { requests: ['@theme/DocItem'], files: ['doc-item.js', 'shared.js'] },
    { requests: ['@site/docs/intro.md'], files: ['intro.js'] },
    { requests: ['@theme/NotFound'], files: ['not-found.js'] },
    { requests: ['@theme/MarketingHeader'], files: ['styles.css', 'header.js'] },
  ],
  entry: ['runtime.js', 'styles.css', 'main.js'],
};

describe('routeFiles', () => {
  it('loads the chunks of every route of the matched branch, once each, without the entry', () => {
    expect(routeFiles(build, '/docs/intro', [])).toEqual(['docs-root.js', 'shared.js', 'version-root.js', 'version.js', 'doc-root.js', 'doc-item.js', 'intro.js']);
  });

  it('matches as the client does: an exact route, and the not-found route for anything else', () => {
    expect(routeFiles(build, '/', [])).toEqual(['home.js', 'shared.js', 'pages.js']);
    expect(routeFiles(build, '/404.html', [])).toEqual(['not-found.js']);
    expect(routeFiles(build, '/docs/nope', [])).toEqual(['docs-root.js', 'shared.js', 'version-root.js', 'version.js', 'doc-root.js']);
  });

  it('adds the imports a client module makes part of the route preload', () => {
    expect(routeFiles(build, '/', ['@theme/MarketingHeader'])).toEqual(['home.js', 'shared.js', 'pages.js', 'header.js']);
  });

  it('fails loudly on a route or chunk the generated files do not know', () => {
    expect(() => routeFiles({ ...build, chunkNames: {} }, '/', [])).toThrow(/routesChunkNames.json has no route \/-aaa/);
    expect(() => routeFiles({ ...build, registry: new Map() }, '/', [])).toThrow(/names chunk home, which registry.js does not list/);
  });
});

describe('filesOfImport', () => {
  it('fails when no chunk group, or groups with different files, come from the import', () => {
    expect(() => filesOfImport(build.groups, '@theme/Missing')).toThrow(/no chunk group is loaded by import\("@theme\/Missing"\)/);
    const twice = [...build.groups, { requests: ['@theme/Home'], files: ['other.js'] }];
    expect(() => filesOfImport(twice, '@theme/Home')).toThrow(/starts 2 chunk groups with different files/);
  });
});
