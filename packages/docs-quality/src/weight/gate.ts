/**
 * The page-weight gate: every built page of every locale weighed from the build (page-weights.ts)
 * against its template's budgets, and a sample loaded in Chromium to prove the computation.
 * Prints its tables and returns one summary row per gate key.
 */
import type { Browser } from '@playwright/test';
import { weighPages, type PageWeight, type WeightInput } from './page-weights';
import { checkSample, pickSample, SAMPLE_TOLERANCE, type SampleRow } from './weight-sample';
import { budgetProblems, kb, problemList, summarizeByTemplate, templateTable, type WeightGate } from './weight-summary';

export interface WeightGateRow {
  readonly key: WeightGate;
  readonly gate: string;
  readonly figure: string;
  readonly ok: boolean;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function fileList(paths: readonly string[]): string {
  return paths.length <= 4 ? paths.join(', ') : `${paths.slice(0, 4).join(', ')} and ${paths.length - 4} more`;
}

function sampleTable(rows: readonly SampleRow[]): string {
  const lines = [
    '| page | template | picked as | JS before acting, computed | in Chromium | JS computed | in Chromium | CSS computed | in Chromium | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const { page, why } = row.pick;
    const differences = [
      ...(row.onlyInBrowser.length > 0 ? [`only Chromium fetched ${fileList(row.onlyInBrowser)}`] : []),
      ...(row.onlyComputed.length > 0 ? [`Chromium did not fetch ${fileList(row.onlyComputed)}`] : []),
    ];
    const result = [row.problems.length === 0 ? 'ok' : row.problems.map((problem) => problem.text).join('; '), ...differences].join('; ');
    lines.push(
      `| ${page.page} | ${page.template} | ${why} | ${kb(page.jsBeforeIntentGzip)} | ${kb(row.jsBeforeIntentBrowser)} | ${kb(page.jsGzip)} | ${kb(row.jsBrowser)} | ${kb(page.cssGzip)} | ${kb(row.cssBrowser)} | ${result} |`,
    );
  }
  return lines.join('\n');
}

/** The heaviest page of a set and how many are over their JS budget; the same for JS before the reader acts. */
function jsFigure(pages: readonly PageWeight[], { bytes, beforeIntentBytes }: { bytes: number; beforeIntentBytes?: number }): string {
  const heaviestBy = (weight: (page: PageWeight) => number) => pages.reduce<PageWeight | undefined>((max, page) => (max === undefined || weight(page) > weight(max) ? page : max), undefined);
  const heaviest = heaviestBy((page) => page.jsGzip);
  const over = pages.filter((page) => page.jsGzip > bytes).length;
  const figure = `max ${kb(heaviest?.jsGzip ?? 0)} (${heaviest?.page ?? 'no pages'}), ${over} of ${pages.length} pages over ${kb(bytes)}`;
  if (beforeIntentBytes === undefined) return figure;
  const earliest = heaviestBy((page) => page.jsBeforeIntentGzip);
  const overEarly = pages.filter((page) => page.jsBeforeIntentGzip > beforeIntentBytes).length;
  return `${figure}; before the reader acts max ${kb(earliest?.jsBeforeIntentGzip ?? 0)} (${earliest?.page ?? 'no pages'}), ${overEarly} over ${kb(beforeIntentBytes)}`;
}

export async function pageWeightGate(input: WeightInput, browser: Browser, baseUrl: string): Promise<WeightGateRow[]> {
  const { templates } = input;
  const started = performance.now();
  const { pages, files } = await weighPages(input, baseUrl);
  const computeTime = seconds(started);
  const sampleStarted = performance.now();
  const sample = await checkSample(templates, browser, pickSample(pages));
  const sampleTime = seconds(sampleStarted);

  const problems = [...pages.flatMap((page) => budgetProblems(templates, page)), ...sample.flatMap((row) => row.problems)];
  console.log(`\nPage weight of every built page (${pages.length}, both locales): JS before the reader acts, and JS and CSS loaded once the app has started and is idle, gzip, computed from the build\n${templateTable(summarizeByTemplate(templates, pages))}`);
  const pagesWithProblems = new Set(problems.map((problem) => problem.page)).size;
  console.log(pagesWithProblems === 0 ? '\nNo page is over budget.' : `\nOver budget or not allowed (${pagesWithProblems} pages)\n${problemList(templates, problems, pages)}`);
  console.log(`\nThe computation checked in Chromium (${sample.length} pages; a difference over ${SAMPLE_TOLERANCE * 100} % fails)\n${sampleTable(sample)}`);
  console.log(`Computed ${pages.length} pages (${files} scripts and stylesheets) in ${computeTime}; ${sample.length} Chromium loads in ${sampleTime}.`);

  const passes = (gate: WeightGate) => problems.every((problem) => problem.gate !== gate);
  return [
    {
      key: 'weight',
      gate: 'page weight',
      figure:
        `${pages.length} pages: max CSS ${kb(Math.max(...pages.map((page) => page.cssGzip)))} (budget ${kb(templates.cssBytes)}); ` +
        `${pages.filter((page) => page.outsideHosts.length > 0).length} fetch from other hosts, ${pages.filter((page) => page.searchCode && !templates.searchAllowed(page.template)).length} load search code; ` +
        `computation matches Chromium on ${sample.filter((row) => row.matches).length} of ${sample.length} pages`,
      ok: passes('weight'),
    },
    ...templates.jsBudgets.map((budget) => ({
      key: budget.key,
      gate: `JS, ${budget.label}`,
      figure: jsFigure(
        pages.filter((page) => templates.jsBudgetOf(page.template).name === budget.name),
        budget,
      ),
      ok: passes(budget.key),
    })),
  ];
}
