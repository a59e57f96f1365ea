import { median } from '../lighthouse/lighthouse';
import type { Templates } from '../templates';

/**
 * The gate a weight problem counts for: `js-<budget>`, the JS budget of the page's template (e.g.
 * `js-docs`); `weight`, the rest (CSS budget, outside hosts, search code in a first load, the
 * computation's check in Chromium).
 */
export type WeightGate = string;

export interface WeightProblem {
  readonly gate: WeightGate;
  readonly page: string;
  readonly text: string;
}

/** What the budgets need of a page. */
export interface WeighedPage {
  readonly page: string;
  readonly template: string;
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly jsBeforeIntentGzip: number;
  readonly outsideHosts: readonly string[];
  readonly searchCode: boolean;
}

export interface TemplateSummary {
  readonly template: string;
  readonly pages: number;
  readonly medianJs: number;
  readonly maxJs: number;
  readonly heaviest: string;
  readonly maxJsBeforeIntent: number;
  readonly maxCss: number;
  readonly jsBudget: number;
  readonly beforeIntentBudget: number | undefined;
  readonly overBudget: number;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** What is over budget or not allowed on one page. */
export function budgetProblems(templates: Templates, page: WeighedPage): WeightProblem[] {
  const problems: WeightProblem[] = [];
  const jsBudget = templates.jsBudgetOf(page.template);
  if (page.jsGzip > jsBudget.bytes) problems.push({ gate: jsBudget.key, page: page.page, text: `JS ${kb(page.jsGzip)} > ${kb(jsBudget.bytes)}` });
  if (jsBudget.beforeIntentBytes !== undefined && page.jsBeforeIntentGzip > jsBudget.beforeIntentBytes) {
    problems.push({ gate: jsBudget.key, page: page.page, text: `JS before the reader acts ${kb(page.jsBeforeIntentGzip)} > ${kb(jsBudget.beforeIntentBytes)}` });
  }
  if (page.cssGzip > templates.cssBytes) problems.push({ gate: 'weight', page: page.page, text: `CSS ${kb(page.cssGzip)} > ${kb(templates.cssBytes)}` });
  if (page.outsideHosts.length > 0) problems.push({ gate: 'weight', page: page.page, text: `fetches from other hosts: ${page.outsideHosts.join(', ')}` });
  if (page.searchCode && !templates.searchAllowed(page.template)) problems.push({ gate: 'weight', page: page.page, text: 'search code or index in the first load' });
  return problems;
}

/** Per template: pages, median and maximum JS, the heaviest page, maximum CSS. */
export function summarizeByTemplate(templates: Templates, pages: readonly WeighedPage[]): TemplateSummary[] {
  const byTemplate = new Map<string, WeighedPage[]>();
  for (const page of pages) byTemplate.set(page.template, [...(byTemplate.get(page.template) ?? []), page]);
  return [...byTemplate].sort(([a], [b]) => templates.compare(a, b)).map(([template, members]) => {
    const heaviest = members.reduce((max, page) => (page.jsGzip > max.jsGzip ? page : max));
    const { bytes: jsBudget, beforeIntentBytes } = templates.jsBudgetOf(template);
    const overBeforeIntent = (page: WeighedPage) => beforeIntentBytes !== undefined && page.jsBeforeIntentGzip > beforeIntentBytes;
    return {
      template,
      pages: members.length,
      medianJs: median(members.map((page) => page.jsGzip)),
      maxJs: heaviest.jsGzip,
      heaviest: heaviest.page,
      maxJsBeforeIntent: Math.max(...members.map((page) => page.jsBeforeIntentGzip)),
      maxCss: Math.max(...members.map((page) => page.cssGzip)),
      jsBudget,
      beforeIntentBudget: beforeIntentBytes,
      overBudget: members.filter((page) => page.jsGzip > jsBudget || page.cssGzip > templates.cssBytes || overBeforeIntent(page)).length,
    };
  });
}

export function templateTable(summaries: readonly TemplateSummary[]): string {
  const lines = [
    '| template | pages | max JS before the reader acts | budget | median JS | max JS | heaviest page | max CSS | JS budget | over budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of summaries) {
    const beforeIntentBudget = row.beforeIntentBudget === undefined ? 'none' : kb(row.beforeIntentBudget);
    lines.push(
      `| ${row.template} | ${row.pages} | ${kb(row.maxJsBeforeIntent)} | ${beforeIntentBudget} | ${kb(row.medianJs)} | ${kb(row.maxJs)} | ${row.heaviest} | ${kb(row.maxCss)} | ${kb(row.jsBudget)} | ${row.overBudget} |`,
    );
  }
  return lines.join('\n');
}

/**
 * One line per page with problems, at most `limit` lines and a count of the rest: first the pages
 * with a problem of the `weight` gate (not allowed, or the computation off), then the others by how
 * far they are over their JS budget.
 */
export function problemList(templates: Templates, problems: readonly WeightProblem[], pages: readonly WeighedPage[], limit = 30): string {
  const excess = new Map(pages.map((page) => [page.page, page.jsGzip - templates.jsBudgetOf(page.template).bytes]));
  const notAllowed = new Set(problems.filter((problem) => problem.gate === 'weight').map((problem) => problem.page));
  const byPage = new Map<string, string[]>();
  for (const problem of problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem.text]);
  const ranked = [...byPage].sort(([a], [b]) => Number(notAllowed.has(b)) - Number(notAllowed.has(a)) || (excess.get(b) ?? 0) - (excess.get(a) ?? 0));
  const lines = ranked.slice(0, limit).map(([page, texts]) => `| ${page} | ${texts.join('; ')} |`);
  const rest = byPage.size - lines.length;
  return ['| page | problem |', '| --- | --- |', ...lines, ...(rest > 0 ? [`… and ${rest} more ${rest === 1 ? 'page' : 'pages'}`] : [])].join('\n');
}
