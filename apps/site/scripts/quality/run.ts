/**
 * The quality gates over the built site: page weight, accessibility (axe), links and anchors,
 * Lighthouse. Prints one table per gate and a summary; exits 1 when any gate fails.
 * Usage: tsx scripts/quality/run.ts [--only weight,axe,links,lighthouse] [--report weight] [--runs 3]
 *        [--pages /,/docs/quick-start/quick-install] [--slow-fixture heavy-js|long-task] [--help]
 * A gate whose key is listed in --report (weight, js-pages, js-docs, axe, links, lighthouse,
 * lighthouse-perf) prints its figures and result but does not change the exit code.
 * The weight gate covers every built page; --pages narrows the axe and Lighthouse gates, which
 * load one page per template.
 * --slow-fixture puts deliberately slowed pages (see slow-fixture.ts) under every gate of the run:
 * the weight gate must fail on heavy-js, the Lighthouse performance gate on long-task.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { checkAccessibility } from './accessibility';
import { checkLinks } from './links';
import { buildControlSite, CONTROL_PAGE } from './control-site';
import { LIGHTHOUSE_FLOORS, lighthouseTable, MAIN_THREAD_BUDGETS, median, REFERENCE_CONTROL_WORK_MS, runLighthouse } from './lighthouse';
import { startServer } from './server';
import { SLOW_FIXTURES, startSlowFixtureProxy, type SlowFixture } from './slow-fixture';
import { templatePages as allTemplatePages } from './templates';
import { pageWeightGate } from './weight/gate';

const { values } = parseArgs({
  // `pnpm --filter @rainbond/site quality -- --only …` hands the `--` on: it is not an argument.
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    only: { type: 'string', default: 'weight,axe,links,lighthouse' },
    report: { type: 'string', default: '' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'slow-fixture': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: pnpm --filter @rainbond/site quality [--only weight,axe,links,lighthouse] [--report <key>,…] [--runs 3] [--pages /,/docs/…] [--slow-fixture heavy-js|long-task]');
  console.log('Gate keys for --report: weight, js-pages, js-docs, axe, links, lighthouse, lighthouse-perf. The weight gate covers every built page; --pages narrows axe and Lighthouse.');
  process.exit(0);
}
const slowFixture = values['slow-fixture'] as SlowFixture | undefined;
if (slowFixture !== undefined && !SLOW_FIXTURES.includes(slowFixture)) {
  console.error(`--slow-fixture must be one of ${SLOW_FIXTURES.join(', ')}, not ${slowFixture}`);
  process.exit(2);
}
const gates = new Set(values.only.split(','));
const reportOnly = new Set(values.report.split(',').filter(Boolean));
/** `--pages /,/docs` narrows the axe and Lighthouse gates to some of the template pages. */
const templatePages = values.pages === undefined ? allTemplatePages : allTemplatePages.filter((page) => values.pages?.split(',').includes(page.path));
if (templatePages.length === 0) {
  console.error(`--pages matches none of the template pages: ${allTemplatePages.map((page) => page.path).join(', ')}`);
  process.exit(2);
}
/** One row of the summary; `key` is how --report names it. */
const summary: { key: string; gate: string; figure: string; ok: boolean }[] = [];

async function main(): Promise<void> {
  const siteServer = await startServer(4181);
  // With --slow-fixture every gate measures the slowed pages, through the fixture's proxy.
  const fixture = slowFixture === undefined ? undefined : await startSlowFixtureProxy(siteServer.baseUrl, slowFixture, 4183);
  const server = fixture ?? siteServer;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    if (gates.has('weight')) summary.push(...(await pageWeightGate(browser, server.baseUrl)));
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
      const controlServer = await startServer(4182, buildControlSite());
      try {
        const report = await runLighthouse(server.baseUrl, `${controlServer.baseUrl}${CONTROL_PAGE}`, templatePages, Number(values.runs));
        const { rows, control } = report;
        console.log(`\nLighthouse, mobile preset with the CPU slowdown calibrated on the control, median of ${values.runs}`);
        console.log(lighthouseTable(report));
        console.log(
          `Host: the control's main-thread work unthrottled ${Math.round(control.observedWorkMs)} ms (median), so a CPU slowdown of ${control.multiplier.toFixed(2)}× ` +
            `gives it the reference ${REFERENCE_CONTROL_WORK_MS} ms; Lighthouse benchmark index ${median(rows.map((row) => row.benchmarkIndex))} (printed only). ` +
            `Pages do ${(median(rows.map((row) => row.observedWorkMs)) / control.observedWorkMs).toFixed(2)}× the control's work at the median.`,
        );
        const min = (key: 'accessibility' | 'bestPractices' | 'seo' | 'performance') => Math.min(...rows.map((row) => row[key]));
        const max = (key: 'cls' | 'mainThreadMs' | 'longestTaskMs') => Math.max(...rows.map((row) => row[key]));
        summary.push({
          key: 'lighthouse',
          gate: 'lighthouse',
          figure: `a11y min ${min('accessibility')}, best practices min ${min('bestPractices')}, SEO min ${min('seo')}, CLS max ${max('cls').toFixed(3)}`,
          ok: rows.every((row) => row.problems.length === 0),
        });
        summary.push({
          key: 'lighthouse-perf',
          gate: 'lighthouse performance (calibrated)',
          figure:
            `perf min ${min('performance')} (floor ${LIGHTHOUSE_FLOORS.performance}; control ${control.performance}), ` +
            `main thread max ${Math.round(max('mainThreadMs'))} ms (budget ${MAIN_THREAD_BUDGETS.mainThreadMs}), longest task max ${Math.round(max('longestTaskMs'))} ms (budget ${MAIN_THREAD_BUDGETS.longestTaskMs})` +
            `${rows.some((row) => row.slowness.length > 0) ? `; over: ${rows.filter((row) => row.slowness.length > 0).map((row) => row.page).join(', ')}` : ''}`,
          ok: rows.every((row) => row.slowness.length === 0),
        });
      } finally {
        controlServer.stop();
      }
    }
  } finally {
    await browser.close();
    fixture?.stop();
    siteServer.stop();
  }

  console.log(`\nQuality gates${slowFixture === undefined ? '' : `, on pages slowed by the ${slowFixture} fixture (they must fail)`}\n| gate | figure | result |\n| --- | --- | --- |`);
  for (const row of summary) {
    console.log(`| ${row.gate} | ${row.figure} | ${row.ok ? 'pass' : reportOnly.has(row.key) ? 'over (reported, not enforced)' : 'FAIL'} |`);
  }
  process.exitCode = summary.every((row) => row.ok || reportOnly.has(row.key)) ? 0 : 1;
}

void main();
