import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TemplatePage } from './templates';

export interface LighthouseRow {
  readonly page: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly cls: number;
  /** Total blocking time and largest contentful paint, milliseconds: what performance mostly moves with. */
  readonly tbt: number;
  readonly lcp: number;
  readonly benchmarkIndex: number;
  readonly failing: readonly string[];
  /** Accessibility, best practices, SEO or CLS below their floors. */
  readonly problems: readonly string[];
  /** Performance below its floor (a separate gate: it varies by about ±5 between runs here). */
  readonly slow: boolean;
}

interface RunScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbt: number;
  lcp: number;
  benchmarkIndex: number;
  failing: string[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Floors the gate enforces; the goal is higher (98 / 100 / 100 / 100). */
export const LIGHTHOUSE_FLOORS = { performance: 80, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05 } as const;

/** Lighthouse (mobile preset) on each page, `runs` times; the median of each score counts. */
export function runLighthouse(baseUrl: string, pages: readonly TemplatePage[], runs: number): LighthouseRow[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lighthouse-runner.mjs'), baseUrl, String(runs), ...pages.map((page) => page.path)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const results = JSON.parse(output) as Record<string, RunScores[]>;
  return pages.map((page) => {
    const runsOfPage = results[page.path] ?? [];
    const pick = (key: Exclude<keyof RunScores, 'failing'>) => median(runsOfPage.map((run) => run[key]));
    const row = {
      page: page.path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      lcp: pick('lcp'),
      benchmarkIndex: pick('benchmarkIndex'),
      failing: [...new Set(runsOfPage.flatMap((run) => run.failing))],
    };
    const problems: string[] = [];
    if (row.accessibility < LIGHTHOUSE_FLOORS.accessibility) problems.push(`accessibility ${row.accessibility}`);
    if (row.bestPractices < LIGHTHOUSE_FLOORS.bestPractices) problems.push(`best practices ${row.bestPractices}`);
    if (row.seo < LIGHTHOUSE_FLOORS.seo) problems.push(`SEO ${row.seo}`);
    if (row.cls > LIGHTHOUSE_FLOORS.cls) problems.push(`CLS ${row.cls.toFixed(3)} > ${LIGHTHOUSE_FLOORS.cls}`);
    if (problems.length > 0 && row.failing.length > 0) problems.push(`failing audits: ${row.failing.join(', ')}`);
    return { ...row, problems, slow: row.performance < LIGHTHOUSE_FLOORS.performance };
  });
}
