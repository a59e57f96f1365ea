/** One page of each template, in both locales: what the quality gates measure. */
export interface TemplatePage {
  readonly template: 'home' | 'marketing' | 'case' | 'docs' | 'api' | 'blog post' | 'blog index' | 'search';
  readonly path: string;
}

const zh: TemplatePage[] = [
  { template: 'home', path: '/' },
  { template: 'marketing', path: '/calculator' },
  { template: 'case', path: '/case/boe' },
  { template: 'docs', path: '/docs/quick-start/quick-install' },
  { template: 'api', path: '/docs/api/application/bindVolumes' },
  { template: 'blog post', path: '/blog/whatrainbond' },
  { template: 'blog index', path: '/blog' },
  { template: 'search', path: '/search?q=Rainbond' },
];

export const templatePages: readonly TemplatePage[] = [...zh, ...zh.map((page) => ({ ...page, path: `/en${page.path === '/' ? '/' : page.path}` }))];

/** Budgets of JS and CSS fetched before the page is idle, gzip bytes. */
export const budgets = {
  jsDocs: 180 * 1024,
  jsMarketing: 200 * 1024,
  css: 25 * 1024,
} as const;

/** Docs, API and blog pages share the tighter JS budget. */
export function isDocsTemplate(template: TemplatePage['template']): boolean {
  return ['docs', 'api', 'blog post', 'blog index'].includes(template);
}

export function jsBudgetFor(template: TemplatePage['template']): number {
  return isDocsTemplate(template) ? budgets.jsDocs : budgets.jsMarketing;
}
