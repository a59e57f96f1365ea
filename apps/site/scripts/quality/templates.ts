/**
 * The site's page templates (every built page has one, see weight/classify-route.ts), the weight
 * budgets per template, and one page of each template in both locales, which the accessibility
 * and Lighthouse gates load.
 */
export type Template =
  | 'home'
  | 'language'
  | 'marketing'
  | 'collection index'
  | 'case'
  | 'use scene'
  | 'search'
  | 'legal'
  | '404'
  | 'redirect'
  | 'docs'
  /** An older docs version, e.g. `docs 5.17`. */
  | `docs ${string}`
  | 'api'
  | 'blog post'
  | 'blog list';

/** The order reports list templates in; older docs versions follow `docs`. */
const TEMPLATE_ORDER: readonly Template[] = ['home', 'language', 'marketing', 'collection index', 'case', 'use scene', 'search', 'legal', '404', 'redirect', 'docs', 'api', 'blog post', 'blog list'];

export function compareTemplates(a: Template, b: Template): number {
  const rank = (template: Template) => (template.startsWith('docs ') ? TEMPLATE_ORDER.indexOf('docs') + 0.5 : TEMPLATE_ORDER.indexOf(template));
  return rank(a) - rank(b) || a.localeCompare(b);
}

export interface TemplatePage {
  readonly template: Template;
  readonly path: string;
}

const zh: TemplatePage[] = [
  { template: 'home', path: '/' },
  { template: 'marketing', path: '/calculator' },
  { template: 'case', path: '/case/boe' },
  { template: 'docs', path: '/docs/quick-start/quick-install' },
  /** Docs with diagrams drawn at build time, the first one near the top. */
  { template: 'docs', path: '/docs/quick-start/getting-started' },
  { template: 'docs 5.17', path: '/docs/5.17' },
  { template: 'api', path: '/docs/api/application/bindVolumes' },
  { template: 'blog post', path: '/blog/whatrainbond' },
  { template: 'blog list', path: '/blog' },
  { template: 'search', path: '/search?q=Rainbond' },
];

export const templatePages: readonly TemplatePage[] = [...zh, ...zh.map((page) => ({ ...page, path: `/en${page.path === '/' ? '/' : page.path}` }))];

/** Budgets of JS and CSS each page loads before it is idle, gzip bytes. */
export const budgets = {
  /** Docs of every version, API reference, blog posts and blog lists. */
  jsDocs: 165 * 1024,
  /** Home and every other page. */
  jsPages: 170 * 1024,
  css: 25 * 1024,
} as const;

/** Docs, API and blog pages share the tighter JS budget. */
export function isDocsTemplate(template: Template): boolean {
  return template === 'docs' || template.startsWith('docs ') || template === 'api' || template === 'blog post' || template === 'blog list';
}

export function jsBudgetFor(template: Template): number {
  return isDocsTemplate(template) ? budgets.jsDocs : budgets.jsPages;
}
