import { describe, expect, it } from 'vitest';
import { templatesFrom } from '../templates';
import { example } from '../testing/example-config';
import { budgetProblems as budgetProblemsOf, problemList as problemListOf, summarizeByTemplate as summarizeByTemplateOf, templateTable, type WeighedPage } from './weight-summary';

const templates = templatesFrom(example);
const budgetProblems = (page: WeighedPage) => budgetProblemsOf(templates, page);
const summarizeByTemplate = (pages: readonly WeighedPage[]) => summarizeByTemplateOf(templates, pages);
const problemList = (problems: Parameters<typeof problemListOf>[1], pages: readonly WeighedPage[], limit?: number) => problemListOf(templates, problems, pages, limit);
const budgets = { jsDocs: 165 * 1024, jsPages: 170 * 1024 };

const KB = 1024;
const page = (path: string, template: WeighedPage['template'], jsKb: number, extra: Partial<WeighedPage> = {}): WeighedPage => ({
  page: path,
  template,
  jsGzip: jsKb * KB,
  cssGzip: 20 * KB,
  jsBeforeIntentGzip: 0,
  outsideHosts: [],
  searchCode: false,
  ...extra,
});

describe('budgetProblems', () => {
  it('holds docs, API and blog pages to the docs budget and the other pages to theirs, each under its gate key', () => {
    expect(budgetProblems(page('/docs/a', 'docs', 165))).toEqual([]);
    expect(budgetProblems(page('/docs/a', 'docs', 165.1))).toEqual([{ gate: 'js-docs', page: '/docs/a', text: 'JS 165.1 KB > 165.0 KB' }]);
    expect(budgetProblems(page('/docs/5.17/a', 'docs 5.17', 166))[0]?.gate).toBe('js-docs');
    expect(budgetProblems(page('/blog', 'blog list', 166))[0]?.gate).toBe('js-docs');
    expect(budgetProblems(page('/case/a', 'case', 168))).toEqual([]);
    expect(budgetProblems(page('/case/a', 'case', 171))).toEqual([{ gate: 'js-pages', page: '/case/a', text: 'JS 171.0 KB > 170.0 KB' }]);
  });

  it('holds the JS a page fetches before the reader acts to its budget, where the budget has one', () => {
    expect(budgetProblems(page('/docs/a', 'docs', 150, { jsBeforeIntentGzip: 60 * KB }))).toEqual([]);
    expect(budgetProblems(page('/docs/a', 'docs', 150, { jsBeforeIntentGzip: 150 * KB }))).toEqual([{ gate: 'js-docs', page: '/docs/a', text: 'JS before the reader acts 150.0 KB > 60.0 KB' }]);
    expect(budgetProblems(page('/case/a', 'case', 150, { jsBeforeIntentGzip: 150 * KB }))).toEqual([]);
  });

  it('fails CSS over 25 KB, other hosts and search code outside the search page under the weight gate', () => {
    expect(budgetProblems(page('/', 'home', 100, { cssGzip: 26 * KB, outsideHosts: ['cdn.example.com'], searchCode: true }))).toEqual([
      { gate: 'weight', page: '/', text: 'CSS 26.0 KB > 25.0 KB' },
      { gate: 'weight', page: '/', text: 'fetches from other hosts: cdn.example.com' },
      { gate: 'weight', page: '/', text: 'search code or index in the first load' },
    ]);
    expect(budgetProblems(page('/search', 'search', 100, { searchCode: true }))).toEqual([]);
  });
});

describe('summarizeByTemplate', () => {
  const pages = [
    page('/docs/a', 'docs', 170),
    page('/', 'home', 150),
    page('/docs/b', 'docs', 160),
    page('/docs/c', 'docs', 180, { cssGzip: 24 * KB }),
    page('/docs/5.17/a', 'docs 5.17', 150, { jsBeforeIntentGzip: 70 * KB }),
  ];

  it('gives each template its page count, median, maximum, heaviest page, JS before acting, maximum CSS and pages over budget, in report order', () => {
    expect(summarizeByTemplate(pages)).toEqual([
      { template: 'home', pages: 1, medianJs: 150 * KB, maxJs: 150 * KB, heaviest: '/', maxJsBeforeIntent: 0, maxCss: 20 * KB, jsBudget: budgets.jsPages, beforeIntentBudget: undefined, overBudget: 0 },
      { template: 'docs', pages: 3, medianJs: 170 * KB, maxJs: 180 * KB, heaviest: '/docs/c', maxJsBeforeIntent: 0, maxCss: 24 * KB, jsBudget: budgets.jsDocs, beforeIntentBudget: 60 * KB, overBudget: 2 },
      {
        template: 'docs 5.17',
        pages: 1,
        medianJs: 150 * KB,
        maxJs: 150 * KB,
        heaviest: '/docs/5.17/a',
        maxJsBeforeIntent: 70 * KB,
        maxCss: 20 * KB,
        jsBudget: budgets.jsDocs,
        beforeIntentBudget: 60 * KB,
        overBudget: 1,
      },
    ]);
  });

  it('prints one row per template', () => {
    expect(templateTable(summarizeByTemplate(pages)).split('\n')[3]).toBe('| docs | 3 | 0.0 KB | 60.0 KB | 170.0 KB | 180.0 KB | /docs/c | 24.0 KB | 165.0 KB | 2 |');
    expect(templateTable(summarizeByTemplate(pages)).split('\n')[2]).toBe('| home | 1 | 0.0 KB | none | 150.0 KB | 150.0 KB | / | 20.0 KB | 170.0 KB | 0 |');
  });
});

describe('problemList', () => {
  it('lists pages with a weight problem first, then by how far over budget, capped with a count of the rest', () => {
    const pages = [page('/docs/a', 'docs', 170), page('/docs/b', 'docs', 200), page('/docs/c', 'docs', 180), page('/x', 'home', 100, { outsideHosts: ['cdn.example.com'] })];
    const list = problemList(pages.flatMap(budgetProblems), pages, 2).split('\n');
    expect(list).toEqual(['| page | problem |', '| --- | --- |', '| /x | fetches from other hosts: cdn.example.com |', '| /docs/b | JS 200.0 KB > 165.0 KB |', '… and 2 more pages']);
  });

  it('puts all of one page on one line', () => {
    const pages = [page('/', 'home', 180, { cssGzip: 30 * KB })];
    expect(problemList(pages.flatMap(budgetProblems), pages).split('\n')[2]).toBe('| / | JS 180.0 KB > 170.0 KB; CSS 30.0 KB > 25.0 KB |');
  });
});
