/**
 * The quality gates over the built site: page weight, accessibility (axe), links and anchors,
 * Lighthouse. Prints one table per gate and a summary; exits 1 when any gate fails.
 * Usage: tsx scripts/quality/run.ts [--only weight,axe,links,lighthouse] [--report weight] [--runs 3] [--pages /,/docs]
 * A gate whose key is listed in --report (weight, js-pages, js-docs, axe, links, lighthouse,
 * lighthouse-perf) prints its figures and result but does not change the exit code.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { checkAccessibility } from './accessibility';
import { checkLinks } from './links';
import { LIGHTHOUSE_FLOORS, median, runLighthouse } from './lighthouse';
import { measurePage, weightTable, type WeightGate, type WeightRow } from './page-weight';
import { startServer } from './server';
import { budgets, isDocsTemplate, templatePages as allTemplatePages } from './templates';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'weight,axe,links,lighthouse' },
    report: { type: 'string', default: '' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
  },
});
const gates = new Set(values.only.split(','));
const reportOnly = new Set(values.report.split(',').filter(Boolean));
/** `--pages /,/docs` narrows the run to some of the template pages. */
const templatePages = values.pages === undefined ? allTemplatePages : allTemplatePages.filter((page) => values.pages?.split(',').includes(page.path));
/** One row of the summary; `key` is how --report names it. */
const summary: { key: string; gate: string; figure: string; ok: boolean }[] = [];

async function main(): Promise<void> {
  const server = await startServer(4181);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    if (gates.has('weight')) {
      const rows: WeightRow[] = [];
      for (const page of templatePages) rows.push(await measurePage(browser, server.baseUrl, page));
      console.log(`\nPage weight (fetched before network idle)\n${weightTable(rows)}`);
      const maxKb = (selected: typeof rows, field: 'jsGzip' | 'cssGzip') => `${(Math.max(...selected.map((row) => row[field])) / 1024).toFixed(1)} KB gz`;
      const docsRows = rows.filter((row) => isDocsTemplate(row.template));
      const otherRows = rows.filter((row) => !isDocsTemplate(row.template));
      const passes = (gate: WeightGate) => rows.every((row) => row.problems.every((problem) => problem.gate !== gate));
      summary.push({ key: 'weight', gate: 'page weight', figure: `max CSS ${maxKb(rows, 'cssGzip')}; no outside hosts, no search code in first loads`, ok: passes('weight') });
      summary.push({ key: 'js-pages', gate: 'JS, home/marketing/case/search', figure: `max ${maxKb(otherRows, 'jsGzip')} (budget ${budgets.jsMarketing / 1024} KB)`, ok: passes('js-pages') });
      summary.push({ key: 'js-docs', gate: 'JS, docs/API/blog', figure: `max ${maxKb(docsRows, 'jsGzip')} (budget ${budgets.jsDocs / 1024} KB)`, ok: passes('js-docs') });
    }
    if (gates.has('axe')) {
      const rows = await checkAccessibility(browser, server.baseUrl, templatePages);
      console.log('\nAccessibility (axe-core, WCAG 2.2 A/AA)\n| page or state | violations |\n| --- | --- |');
      for (const row of rows) console.log(`| ${row.target} | ${row.violations.length === 0 ? '0' : row.violations.join('; ')} |`);
      const total = rows.reduce((sum, row) => sum + row.violations.length, 0);
      summary.push({ key: 'axe', gate: 'accessibility', figure: `${total} violations on ${rows.length} pages and states`, ok: total === 0 });
    }
    if (gates.has('links')) {
      const report = await checkLinks(server.baseUrl);
      for (const link of report.broken) console.log(`broken: ${link}`);
      summary.push({ key: 'links', gate: 'links and anchors', figure: `${report.checked} links checked, ${report.broken.length} broken`, ok: report.broken.length === 0 });
    }
    if (gates.has('lighthouse')) {
      const rows = runLighthouse(server.baseUrl, templatePages, Number(values.runs));
      console.log(`\nLighthouse, mobile preset, median of ${values.runs}\n| page | perf | TBT | LCP | a11y | best practices | SEO | CLS | result |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
      for (const row of rows) {
        const result = [...(row.slow ? [`performance ${row.performance} < ${LIGHTHOUSE_FLOORS.performance}`] : []), ...row.problems];
        console.log(`| ${row.page} | ${row.performance} | ${Math.round(row.tbt)} ms | ${(row.lcp / 1000).toFixed(1)} s | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls.toFixed(3)} | ${result.length === 0 ? 'ok' : result.join('; ')} |`);
      }
      console.log(`Lighthouse benchmark index of this machine (median over pages; higher is faster): ${median(rows.map((row) => row.benchmarkIndex))}`);
      const min = (key: 'accessibility' | 'bestPractices' | 'seo' | 'performance') => Math.min(...rows.map((row) => row[key]));
      summary.push({
        key: 'lighthouse',
        gate: 'lighthouse',
        figure: `a11y min ${min('accessibility')}, best practices min ${min('bestPractices')}, SEO min ${min('seo')}, CLS max ${Math.max(...rows.map((row) => row.cls)).toFixed(3)}`,
        ok: rows.every((row) => row.problems.length === 0),
      });
      summary.push({
        key: 'lighthouse-perf',
        gate: 'lighthouse performance',
        figure: `min ${min('performance')} (floor ${LIGHTHOUSE_FLOORS.performance}); ${rows.filter((row) => row.slow).map((row) => `${row.page} ${row.performance}`).join(', ') || 'every page at or above'}`,
        ok: rows.every((row) => !row.slow),
      });
    }
  } finally {
    await browser.close();
    server.stop();
  }

  console.log('\nQuality gates\n| gate | figure | result |\n| --- | --- | --- |');
  for (const row of summary) {
    console.log(`| ${row.gate} | ${row.figure} | ${row.ok ? 'pass' : reportOnly.has(row.key) ? 'over (reported, not enforced)' : 'FAIL'} |`);
  }
  process.exitCode = summary.every((row) => row.ok || reportOnly.has(row.key)) ? 0 : 1;
}

void main();
