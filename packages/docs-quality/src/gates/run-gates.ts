/**
 * The quality gates over a built site: page weight, accessibility (axe), links and anchors,
 * Lighthouse. Prints one table per gate and a summary; returns the exit code (1 when a gate that
 * is not only reported fails).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { LoadedConfig } from '../config/load-config';
import { WCAG_22_AA } from '../config/schema';
import { categoryTable, lighthouseTable, median, runLighthouse, runLighthouseUncalibrated } from '../lighthouse/lighthouse';
import { templatesFrom } from '../templates';
import { pageWeightGate } from '../weight/gate';
import { checkAccessibility } from './accessibility';
import { buildControlSite, CONTROL_PAGE } from './control-site';
import { checkLinks } from './links';
import { startServer } from './server';
import { startSlowFixtureProxy, type SlowFixture } from './slow-fixture';

export const GATES = ['weight', 'axe', 'links', 'lighthouse'] as const;
export type Gate = (typeof GATES)[number];

export interface GateRun {
  readonly loaded: LoadedConfig;
  readonly buildDir: string;
  /** The site server's port; the Lighthouse control's is the next one, the slow fixture's proxy the one after. */
  readonly port: number;
  readonly gates: ReadonlySet<Gate>;
  /** Summary keys (weight, js-<budget>, axe, links, lighthouse, lighthouse-perf) printed but not enforced. */
  readonly reportOnly: ReadonlySet<string>;
  readonly runs: number;
  /** The sample pages the axe and Lighthouse gates load. */
  readonly samplePages: readonly string[];
  readonly slowFixture: SlowFixture | undefined;
}

/** One row of the summary; `key` is how --report names it. */
interface SummaryRow {
  readonly key: string;
  readonly gate: string;
  readonly figure: string;
  readonly ok: boolean;
}

export async function runGates(run: GateRun): Promise<number> {
  const { config, dir } = run.loaded;
  const serve = { command: config.serve, cwd: dir };
  const summary: SummaryRow[] = [];
  const siteServer = await startServer(serve, run.port, run.buildDir);
  // With --slow-fixture every gate measures the slowed pages, through the fixture's proxy.
  const fixture = run.slowFixture === undefined ? undefined : await startSlowFixtureProxy(siteServer.baseUrl, run.slowFixture, run.port + 2);
  const server = fixture ?? siteServer;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    if (run.gates.has('weight')) {
      const input = { buildDir: run.buildDir, manifestDir: path.resolve(dir, config.routeAssets), templates: templatesFrom(config) };
      summary.push(...(await pageWeightGate(input, browser, server.baseUrl)));
    }
    if (run.gates.has('axe')) {
      const rows = await checkAccessibility(browser, server.baseUrl, { paths: run.samplePages, tags: config.axe.tags, states: config.axe.states });
      console.log(`\nAccessibility (axe-core, ${config.axe.tags.join() === WCAG_22_AA.join() ? 'WCAG 2.2 A/AA' : config.axe.tags.join(', ')})\n| page or state | violations |\n| --- | --- |`);
      for (const row of rows) console.log(`| ${row.target} | ${row.violations.length === 0 ? '0' : row.violations.join('; ')} |`);
      const total = rows.reduce((sum, row) => sum + row.violations.length, 0);
      summary.push({ key: 'axe', gate: 'accessibility', figure: `${total} violations on ${rows.length} pages and states`, ok: total === 0 });
    }
    if (run.gates.has('links')) {
      const report = await checkLinks(server.baseUrl, config.links.roots);
      for (const link of report.broken) console.log(`broken: ${link}`);
      summary.push({ key: 'links', gate: 'links and anchors', figure: `${report.checked} links checked, ${report.broken.length} broken`, ok: report.broken.length === 0 });
    }
    if (run.gates.has('lighthouse')) summary.push(...(await lighthouseGate(run, server.baseUrl)));
  } finally {
    await browser.close();
    fixture?.stop();
    siteServer.stop();
  }

  console.log(`\nQuality gates${run.slowFixture === undefined ? '' : `, on pages slowed by the ${run.slowFixture} fixture (they must fail)`}\n| gate | figure | result |\n| --- | --- | --- |`);
  for (const row of summary) {
    console.log(`| ${row.gate} | ${row.figure} | ${row.ok ? 'pass' : run.reportOnly.has(row.key) ? 'over (reported, not enforced)' : 'FAIL'} |`);
  }
  return summary.every((row) => row.ok || run.reportOnly.has(row.key)) ? 0 : 1;
}

/** Lighthouse without performance: no control, each page's scores against the floors of the categories run. */
async function categoriesGate(run: GateRun, baseUrl: string): Promise<SummaryRow[]> {
  const settings = run.loaded.config.lighthouse;
  const rows = await runLighthouseUncalibrated(settings, baseUrl, run.samplePages, run.runs);
  console.log(`\nLighthouse, mobile preset, ${settings.categories.join(', ')}, median of ${run.runs}`);
  console.log(categoryTable(rows, settings.categories));
  const figure = (['accessibility', 'bestPractices', 'seo'] as const)
    .filter((key) => settings.floors[key] !== undefined)
    .map((key) => `${{ accessibility: 'a11y', bestPractices: 'best practices', seo: 'SEO' }[key]} min ${Math.min(...rows.map((row) => row[key]))}`)
    .join(', ');
  return [{ key: 'lighthouse', gate: 'lighthouse', figure, ok: rows.every((row) => row.problems.length === 0) }];
}

async function lighthouseGate(run: GateRun, baseUrl: string): Promise<SummaryRow[]> {
  const { config, dir } = run.loaded;
  const settings = config.lighthouse;
  if (!settings.categories.includes('performance')) return categoriesGate(run, baseUrl);
  const controlServer = await startServer({ command: config.serve, cwd: dir }, run.port + 1, buildControlSite(dir));
  try {
    const report = await runLighthouse(settings, baseUrl, `${controlServer.baseUrl}${CONTROL_PAGE}`, run.samplePages, run.runs);
    const { rows, control } = report;
    console.log(`\nLighthouse, mobile preset with the CPU slowdown calibrated on the control, median of ${run.runs}`);
    console.log(lighthouseTable(report));
    console.log(
      `Host: the control's main-thread work unthrottled ${Math.round(control.observedWorkMs)} ms (median), so a CPU slowdown of ${control.multiplier.toFixed(2)}× ` +
        `gives it the reference ${settings.referenceControlWorkMs} ms; Lighthouse benchmark index ${median(rows.map((row) => row.benchmarkIndex))} (printed only). ` +
        `Pages do ${(median(rows.map((row) => row.observedWorkMs)) / control.observedWorkMs).toFixed(2)}× the control's work at the median.`,
    );
    const min = (key: 'accessibility' | 'bestPractices' | 'seo' | 'performance') => Math.min(...rows.map((row) => row[key]));
    const max = (key: 'cls' | 'mainThreadMs' | 'longestTaskMs') => Math.max(...rows.map((row) => row[key]));
    const slow = rows.filter((row) => row.slowness.length > 0);
    return [
      {
        key: 'lighthouse',
        gate: 'lighthouse',
        figure: `a11y min ${min('accessibility')}, best practices min ${min('bestPractices')}, SEO min ${min('seo')}, CLS max ${max('cls').toFixed(3)}`,
        ok: rows.every((row) => row.problems.length === 0),
      },
      {
        key: 'lighthouse-perf',
        gate: 'lighthouse performance (calibrated)',
        figure:
          `perf min ${min('performance')} (floor ${settings.floors.performance}; control ${control.performance}), ` +
          `main thread max ${Math.round(max('mainThreadMs'))} ms (budget ${settings.budgets?.mainThreadMs}), longest task max ${Math.round(max('longestTaskMs'))} ms (budget ${settings.budgets?.longestTaskMs})` +
          `${slow.length > 0 ? `; over: ${slow.map((row) => row.page).join(', ')}` : ''}`,
        ok: slow.length === 0,
      },
    ];
  } finally {
    controlServer.stop();
  }
}
