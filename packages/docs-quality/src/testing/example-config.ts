/** A small config of the shape a docs site has, for the unit tests. */
import { configSchema, type DocsQualityConfig } from '../config/schema';

export const exampleConfig = {
  serve: ['serve', '--port', '{port}', '--dir', '{dir}'],
  templates: [
    { name: 'home', paths: ['/'], jsBudget: 'pages' },
    { name: 'case', pattern: '^/case/[^/]+$', jsBudget: 'pages' },
    { name: 'search', paths: ['/search'], jsBudget: 'pages' },
    { name: 'redirect', redirects: true, jsBudget: 'pages' },
    { name: 'docs', pattern: '^/docs(?!/\\d+(?:\\.\\d+)*(?:/|$))(?!/api(?:/|$))(?:/.*)?$', jsBudget: 'docs' },
    { name: 'docs {version}', pattern: '^/docs/(?<version>\\d+(?:\\.\\d+)*)(?!/api(?:/|$))(?:/.*)?$', jsBudget: 'docs' },
    { name: 'api', pattern: '^/docs(?:/\\d+(?:\\.\\d+)*)?/api(?:/.*)?$', jsBudget: 'docs' },
    { name: 'blog list', pattern: '^/blog(?:/page/\\d+|/tags(?:/[^/]+)?)?$', jsBudget: 'docs' },
  ],
  budgets: {
    cssKb: 25,
    js: [
      { name: 'pages', label: 'home and other pages', kb: 170 },
      { name: 'docs', label: 'docs/API/blog', kb: 165, beforeIntentKb: 60 },
    ],
  },
  searchCode: { pathPrefix: '/pagefind/', allowedOn: ['search'] },
  samplePages: ['/', '/docs/intro'],
  links: { roots: ['/'] },
  lighthouse: {
    floors: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 },
    budgets: { mainThreadMs: 2200, longestTaskMs: 500 },
  },
} satisfies DocsQualityConfig;

export const example = configSchema.parse(exampleConfig);
