import path from 'node:path';
import { runNodeRunner } from '../node-runner';
import type { LighthouseCategory, QualityConfig } from '../config/schema';

/** Pages measured between two runs of the control: shorter blocks follow a host that changes speed more closely. */
const BLOCK_SIZE = 4;

/**
 * What the gate enforces (the config's `lighthouse`). Accessibility, best practices, SEO and CLS
 * do not depend on the CPU; performance and the main-thread figures are those of the calibrated
 * run, so they do not either. `referenceControlWorkMs` is the control's main-thread work on the
 * emulated phone: each run sets its CPU slowdown so that the control does this much work.
 */
export type LighthouseSettings = QualityConfig['lighthouse'];

export interface RunScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly cls: number;
  /** Total blocking time and largest contentful paint, milliseconds: what performance mostly moves with. */
  readonly tbt: number;
  readonly lcp: number;
  readonly mainThreadMs: number;
  readonly scriptingMs: number;
  readonly longestTaskMs: number;
  readonly benchmarkIndex: number;
  /** The CPU slowdown this run was scored with. */
  readonly multiplier: number;
  /** Main-thread work as recorded, before any slowdown: how fast the host was. */
  readonly observedWorkMs: number;
  readonly failing: readonly string[];
}

type Figure = Exclude<keyof RunScores, 'failing'>;

export interface LighthouseRow extends Record<Figure, number> {
  readonly page: string;
  readonly failing: readonly string[];
  /** Accessibility, best practices, SEO or CLS below their floors. */
  readonly problems: readonly string[];
  /** Performance or main-thread work over what the calibrated run allows. */
  readonly slowness: readonly string[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const FIGURES: readonly Figure[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'tbt', 'lcp', 'mainThreadMs', 'scriptingMs', 'longestTaskMs', 'benchmarkIndex', 'multiplier', 'observedWorkMs'];

function medianRow(page: string, runs: readonly RunScores[]): Record<Figure, number> & { page: string; failing: string[] } {
  const figures = Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<Figure, number>;
  return { page, ...figures, failing: [...new Set(runs.flatMap((run) => run.failing))] };
}

/** Judges a row on the floors and budgets the config gives: those of the categories it runs (the schema sees to that). */
function judge({ floors, budgets }: LighthouseSettings, row: ReturnType<typeof medianRow>): LighthouseRow {
  const under = (floor: number | undefined, value: number) => floor !== undefined && value < floor;
  const problems: string[] = [];
  if (under(floors.accessibility, row.accessibility)) problems.push(`accessibility ${row.accessibility}`);
  if (under(floors.bestPractices, row.bestPractices)) problems.push(`best practices ${row.bestPractices}`);
  if (under(floors.seo, row.seo)) problems.push(`SEO ${row.seo}`);
  if (floors.cls !== undefined && row.cls > floors.cls) problems.push(`CLS ${row.cls.toFixed(3)} > ${floors.cls}`);
  if (problems.length > 0 && row.failing.length > 0) problems.push(`failing audits: ${row.failing.join(', ')}`);
  const slowness: string[] = [];
  if (under(floors.performance, row.performance)) slowness.push(`performance ${row.performance} < ${floors.performance}`);
  if (budgets !== undefined && row.mainThreadMs > budgets.mainThreadMs) slowness.push(`main thread ${Math.round(row.mainThreadMs)} ms > ${budgets.mainThreadMs}`);
  if (budgets !== undefined && row.longestTaskMs > budgets.longestTaskMs) slowness.push(`longest task ${Math.round(row.longestTaskMs)} ms > ${budgets.longestTaskMs}`);
  return { ...row, problems, slowness };
}

export interface LighthouseReport {
  readonly rows: readonly LighthouseRow[];
  /** The control page, scored like the pages (its main-thread work is the reference by construction). */
  readonly control: LighthouseRow;
}

/** Lighthouse (mobile preset, calibrated CPU slowdown) on each page, `runs` times; the median of each figure counts. */
export async function runLighthouse(settings: LighthouseSettings, baseUrl: string, controlUrl: string, paths: readonly string[], runs: number): Promise<LighthouseReport> {
  const input = { baseUrl, controlUrl, runs, paths, categories: settings.categories, referenceControlWorkMs: settings.referenceControlWorkMs, blockSize: BLOCK_SIZE };
  const results = await runNodeRunner<{ pages: Record<string, RunScores[]>; controls: RunScores[] }>(path.join(__dirname, 'lighthouse-runner.mjs'), input);
  return {
    rows: paths.map((path) => judge(settings, medianRow(path, results.pages[path] ?? []))),
    // The control is measured, never judged: a plain Docusaurus page need not meet the floors.
    control: { ...medianRow(`control: plain Docusaurus ${new URL(controlUrl).pathname}`, results.controls), problems: [], slowness: [] },
  };
}

/**
 * Lighthouse (mobile preset) on each page, `runs` times, without performance (`settings.categories`
 * has none): what it measures does not depend on the CPU, so there is no control and no calibration.
 */
export async function runLighthouseUncalibrated(settings: LighthouseSettings, baseUrl: string, paths: readonly string[], runs: number): Promise<readonly LighthouseRow[]> {
  const input = { baseUrl, runs, paths, categories: settings.categories };
  const results = await runNodeRunner<{ pages: Record<string, RunScores[]> }>(path.join(__dirname, 'lighthouse-runner.mjs'), input);
  return paths.map((path) => judge(settings, medianRow(path, results.pages[path] ?? [])));
}

const COLUMNS = [
  ['accessibility', 'a11y', 'accessibility'],
  ['best-practices', 'BP', 'bestPractices'],
  ['seo', 'SEO', 'seo'],
] as const;

/** The table of a run without performance: each page's median score in each category run. */
export function categoryTable(rows: readonly LighthouseRow[], categories: readonly LighthouseCategory[]): string {
  const columns = COLUMNS.filter(([category]) => categories.includes(category));
  const header = `| page | ${columns.map(([, label]) => label).join(' | ')} | result |\n|${' --- |'.repeat(columns.length + 2)}`;
  return [header, ...rows.map((row) => `| ${row.page} | ${columns.map(([, , key]) => row[key]).join(' | ')} | ${row.problems.join('; ') || 'ok'} |`)].join('\n');
}

/** The table the gate prints: each page's median figures, then the control's. */
export function lighthouseTable({ rows, control }: LighthouseReport): string {
  const header = '| page | perf | TBT | LCP | CLS | main thread | scripting | longest task | a11y | BP | SEO | CPU ×, host work | result |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const line = (row: LighthouseRow) =>
    `| ${row.page} | ${row.performance} | ${Math.round(row.tbt)} ms | ${(row.lcp / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${Math.round(row.mainThreadMs)} ms | ${Math.round(row.scriptingMs)} ms | ${Math.round(row.longestTaskMs)} ms | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.multiplier.toFixed(2)}, ${Math.round(row.observedWorkMs)} ms | ${[...row.slowness, ...row.problems].join('; ') || 'ok'} |`;
  return [header, ...rows.map(line), line(control).replace(/\| ok \|$/, '| (control) |')].join('\n');
}
