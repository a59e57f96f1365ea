import type { Template } from '../templates';

const MARKETING_PAGES = new Set(['/calculator', '/enterprise_server', '/marketplace', '/opensourceApps', '/partners', '/xinchuang']);
const LEGAL_PAGES = new Set(['/privacy', '/server']);
/** `/docs/…` of the current version, or `/docs/<version>/…` of an older one. */
const DOCS = /^\/docs(?:\/(\d+(?:\.\d+)*))?(\/.*)?$/;
/** The blog index and its pages, tags, tag pages, archive, authors and author pages. */
const BLOG_LIST = /^\/blog(?:\/page\/\d+|\/tags(?:\/[^/]+(?:\/page\/\d+)?)?|\/archive|\/authors(?:\/[^/]+(?:\/page\/\d+)?)?)?$/;

/**
 * The template of a route, from its path within its locale (`/docs/x` for `/en/docs/x`). A path
 * no template claims is an error: a new kind of page needs a template (and so a budget) first.
 */
export function classifyRoute(path: string): Template {
  if (path === '/') return 'home';
  if (path === '/en') return 'language';
  if (path === '/search') return 'search';
  if (path === '/404.html') return '404';
  if (LEGAL_PAGES.has(path)) return 'legal';
  if (MARKETING_PAGES.has(path) || /^\/feature\/[^/]+$/.test(path)) return 'marketing';
  if (path === '/case' || path === '/usescene') return 'collection index';
  if (/^\/case\/[^/]+$/.test(path)) return 'case';
  if (/^\/usescene\/[^/]+$/.test(path)) return 'use scene';
  const docs = DOCS.exec(path);
  if (docs !== null) {
    const [, version, rest = ''] = docs;
    if (rest === '/api' || rest.startsWith('/api/')) return 'api';
    return version === undefined ? 'docs' : `docs ${version}`;
  }
  if (BLOG_LIST.test(path)) return 'blog list';
  if (/^\/blog\/[^/]+$/.test(path)) return 'blog post';
  throw new Error(`No template for the page ${path}: give it one in scripts/quality/weight/classify-route.ts`);
}

/** A route's path within its locale: `/en/docs/x` → `/docs/x` for the base URL `/en/`. */
export function pathWithinLocale(routePath: string, baseUrl: string): string {
  if (!routePath.startsWith(baseUrl)) throw new Error(`The route ${routePath} is not under its locale's base URL ${baseUrl}`);
  return `/${routePath.slice(baseUrl.length)}`;
}
