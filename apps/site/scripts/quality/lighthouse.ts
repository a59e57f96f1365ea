import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import type { TemplatePage } from './templates';

/**
 * Main-thread work of the control page (a plain Docusaurus docs page, see control-site.ts) on the
 * phone the gate emulates, in milliseconds: what Lighthouse's mobile preset (4× CPU slowdown)
 * gives the control on an idle machine of this kind (2 cores, Lighthouse benchmark index about
 * 2,800, November 2026), where it does about 310 ms of work unthrottled (290–400 over 19 loads).
 * Each run sets its CPU slowdown so that the control does this much work: a slower or busier host
 * gets a smaller multiplier instead of lower scores.
 */
export const REFERENCE_CONTROL_WORK_MS = 1250;

/** Pages measured between two runs of the control: shorter blocks follow a host that changes speed more closely. */
const BLOCK_SIZE = 4;

/**
 * Floors and budgets the gate enforces. Accessibility, best practices, SEO and CLS do not depend
 * on the CPU. Performance and the main-thread figures are those of the calibrated run, so they
 * do not either; the goal is higher (performance 98).
 */
export const LIGHTHOUSE_FLOORS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 } as const;
/**
 * Main-thread budgets on the emulated phone, milliseconds: all work (1.76× the control's; our
 * pages measure 0.85–1.4×, and a page's median of three varies by about ±15%), and the longest
 * single task (ours are 150–260 ms, the control's about 250 ms).
 */
export const MAIN_THREAD_BUDGETS = { mainThreadMs: 2200, longestTaskMs: 500 } as const;

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

function judge(row: ReturnType<typeof medianRow>): LighthouseRow {
  const problems: string[] = [];
  if (row.accessibility < LIGHTHOUSE_FLOORS.accessibility) problems.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < LIGHTHOUSE_FLOORS.bestPractices) problems.push(`best practices ${row.bestPractices}`);
  if (row.seo < LIGHTHOUSE_FLOORS.seo) problems.push(`SEO ${row.seo}`);
  if (row.cls > LIGHTHOUSE_FLOORS.cls) problems.push(`CLS ${row.cls.toFixed(3)} > ${LIGHTHOUSE_FLOORS.cls}`);
  if (problems.length > 0 && row.failing.length > 0) problems.push(`failing audits: ${row.failing.join(', ')}`);
  const slowness: string[] = [];
  if (row.performance < LIGHTHOUSE_FLOORS.performance) slowness.push(`performance ${row.performance} < ${LIGHTHOUSE_FLOORS.performance}`);
  if (row.mainThreadMs > MAIN_THREAD_BUDGETS.mainThreadMs) slowness.push(`main thread ${Math.round(row.mainThreadMs)} ms > ${MAIN_THREAD_BUDGETS.mainThreadMs}`);
  if (row.longestTaskMs > MAIN_THREAD_BUDGETS.longestTaskMs) slowness.push(`longest task ${Math.round(row.longestTaskMs)} ms > ${MAIN_THREAD_BUDGETS.longestTaskMs}`);
  return { ...row, problems, slowness };
}

export interface LighthouseReport {
  readonly rows: readonly LighthouseRow[];
  /** The control page, scored like the pages (its main-thread work is the reference by construction). */
  readonly control: LighthouseRow;
}

/** Lighthouse (mobile preset, calibrated CPU slowdown) on each page, `runs` times; the median of each figure counts. */
export async function runLighthouse(baseUrl: string, controlUrl: string, pages: readonly TemplatePage[], runs: number): Promise<LighthouseReport> {
  const input = { baseUrl, controlUrl, runs, paths: pages.map((page) => page.path), referenceControlWorkMs: REFERENCE_CONTROL_WORK_MS, blockSize: BLOCK_SIZE };
  // Not execFileSync: the slow fixture's proxy runs in this process and must keep answering.
  const child = promisify(execFile)(process.execPath, [path.join(__dirname, 'lighthouse-runner.mjs'), JSON.stringify(input)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  child.child.stderr?.pipe(process.stderr);
  const { stdout: output } = await child;
  const results = JSON.parse(output) as { pages: Record<string, RunScores[]>; controls: RunScores[] };
  return {
    rows: pages.map((page) => judge(medianRow(page.path, results.pages[page.path] ?? []))),
    // The control is measured, never judged: a plain Docusaurus page need not meet our floors.
    control: { ...medianRow(`control: plain Docusaurus ${new URL(controlUrl).pathname}`, results.controls), problems: [], slowness: [] },
  };
}

/** The table the gate prints: each page's median figures, then the control's. */
export function lighthouseTable({ rows, control }: LighthouseReport): string {
  const header = '| page | perf | TBT | LCP | CLS | main thread | scripting | longest task | a11y | BP | SEO | CPU ×, host work | result |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const line = (row: LighthouseRow) =>
    `| ${row.page} | ${row.performance} | ${Math.round(row.tbt)} ms | ${(row.lcp / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${Math.round(row.mainThreadMs)} ms | ${Math.round(row.scriptingMs)} ms | ${Math.round(row.longestTaskMs)} ms | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.multiplier.toFixed(2)}, ${Math.round(row.observedWorkMs)} ms | ${[...row.slowness, ...row.problems].join('; ') || 'ok'} |`;
  return [header, ...rows.map(line), line(control).replace(/\| ok \|$/, '| (control) |')].join('\n');
}
