import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { budgets, isDocsTemplate, jsBudgetFor, type TemplatePage } from './templates';

export interface WeightRow {
  readonly page: string;
  readonly template: TemplatePage['template'];
  readonly htmlGzip: number;
  readonly jsRaw: number;
  readonly jsGzip: number;
  readonly cssRaw: number;
  readonly cssGzip: number;
  readonly outsideHosts: readonly string[];
  readonly searchFetched: boolean;
  /** What is over budget or not allowed, each under the gate it counts for. */
  readonly problems: readonly WeightProblem[];
}

/**
 * `js-docs`: the JS budget of docs, API and blog pages; `js-pages`: the JS budget of the other
 * pages; `weight`: CSS budget, outside hosts, search code in a first load.
 */
export type WeightGate = 'weight' | 'js-pages' | 'js-docs';

export interface WeightProblem {
  readonly gate: WeightGate;
  readonly text: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Loads the page in Chromium and adds up the JS and CSS it fetches before the network is idle
 * (raw and gzip), plus its HTML; checks the budgets, that nothing comes from another host and
 * that no search code or index is part of the first load.
 */
export async function measurePage(browser: Browser, baseUrl: string, page: TemplatePage): Promise<WeightRow> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const bodies: Promise<{ type: 'js' | 'css' | 'html'; raw: number; gzip: number } | undefined>[] = [];
  const outside = new Set<string>();
  let searchFetched = false;
  tab.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl) {
      outside.add(url.host);
      return;
    }
    if (url.pathname.startsWith('/pagefind/')) searchFetched = true;
    const type = response.request().resourceType();
    const kind: 'js' | 'css' | 'html' | undefined = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : undefined;
    if (kind === undefined) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ type: kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined),
    );
  });
  await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
  const sizes = (await Promise.all(bodies)).filter((size) => size !== undefined);
  await context.close();
  const sum = (type: string, field: 'raw' | 'gzip') => sizes.filter((size) => size.type === type).reduce((total, size) => total + size[field], 0);
  const row = {
    page: page.path,
    template: page.template,
    htmlGzip: sum('html', 'gzip'),
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssRaw: sum('css', 'raw'),
    cssGzip: sum('css', 'gzip'),
    outsideHosts: [...outside],
    searchFetched,
  };
  const problems: WeightProblem[] = [];
  const jsGate = isDocsTemplate(page.template) ? 'js-docs' : 'js-pages';
  if (row.jsGzip > jsBudgetFor(page.template)) problems.push({ gate: jsGate, text: `JS ${kb(row.jsGzip)} gzip > ${kb(jsBudgetFor(page.template))}` });
  if (row.cssGzip > budgets.css) problems.push({ gate: 'weight', text: `CSS ${kb(row.cssGzip)} gzip > ${kb(budgets.css)}` });
  if (outside.size > 0) problems.push({ gate: 'weight', text: `fetched from other hosts: ${[...outside].join(', ')}` });
  if (searchFetched && page.template !== 'search') problems.push({ gate: 'weight', text: 'search code or index in the first load' });
  return { ...row, problems };
}

export function weightTable(rows: readonly WeightRow[]): string {
  const lines = ['| page | template | HTML gz | JS raw | JS gz | CSS raw | CSS gz | result |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| ${row.page} | ${row.template} | ${kb(row.htmlGzip)} | ${kb(row.jsRaw)} | ${kb(row.jsGzip)} | ${kb(row.cssRaw)} | ${kb(row.cssGzip)} | ${row.problems.length === 0 ? 'ok' : row.problems.map((problem) => problem.text).join('; ')} |`,
    );
  }
  return lines.join('\n');
}
