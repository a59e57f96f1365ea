/** The figures `docs-quality bench-search` prints, and the gates it holds them to. */
import type { BenchSearchConfig } from '../config/schema';
import type { FirstQuery, GroupMeasure, Latency } from './measure';
import { combine, percentile, relevance } from './metrics';

export interface SearchBenchResult {
  /** Pagefind's version, when the build has Pagefind's entry file. */
  readonly engine: string | undefined;
  readonly groups: readonly { version: string; locale: string; measure: GroupMeasure }[];
  /** The first query of each page load, named `<version> <locale> <query>`. */
  readonly first: readonly (FirstQuery & { readonly query: string })[];
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** p50 or p95, calibrated with the measured figure in brackets. */
const latency = (values: readonly Latency[], p: number) => {
  const of = (key: keyof Latency) => ms(percentile(values.map((value) => value[key]), p));
  return `${of('ms')} (${of('rawMs')})`;
};

/** Prints the tables and the misses; returns the gates that failed, one line each. */
export function report(result: SearchBenchResult, settings: BenchSearchConfig): string[] {
  const groups = result.groups.map((group) => ({ ...group, relevance: relevance(group.measure.ranks) }));
  const all = combine(groups.map((group) => group.relevance));
  const later = groups.flatMap((group) => group.measure.later);
  const engine = result.engine === undefined ? '' : `Pagefind ${result.engine}, `;
  console.log(`\nSearch benchmark (${engine}${all.queries} queries through the modal, headless Chromium)`);
  console.log(`Latencies are scaled to the reference machine by a CPU control timed beside each query (reference ${settings.referenceControlMs} ms); as measured in brackets.`);
  console.log('| version | locale | queries | top-1 | top-3 | MRR | later queries p50 | p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const group of groups) {
    const r = group.relevance;
    console.log(`| ${group.version} | ${group.locale} | ${r.queries} | ${pct(r.top1)} | ${pct(r.top3)} | ${r.mrr.toFixed(3)} | ${latency(group.measure.later, 50)} | ${latency(group.measure.later, 95)} |`);
  }
  const locales = new Set(groups.map((group) => group.locale)).size;
  console.log(`| all | ${locales === 2 ? 'both' : 'all'} | ${all.queries} | ${pct(all.top1)} | ${pct(all.top3)} | ${all.mrr.toFixed(3)} | ${latency(later, 50)} | ${latency(later, 95)} |`);
  const firstBytes = result.first.map((load) => load.bytes);
  const maxBytes = Math.max(...firstBytes);
  console.log(`\nFirst query of a page load (${result.first.length} loads): p50 ${latency(result.first, 50)}, p95 ${latency(result.first, 95)}; downloads median ${kb(percentile(firstBytes, 50))}, max ${kb(maxBytes)}`);
  const heaviest = result.first.find((load) => load.bytes === maxBytes);
  if (heaviest !== undefined) console.log(`Heaviest: ${heaviest.query}: ${heaviest.files.map(([name, size]) => `${name} ${kb(size)}`).join(', ')}`);
  const misses = groups.flatMap((group) => group.measure.misses);
  if (misses.length > 0) console.log(`\nNot first (${misses.length}):\n${misses.join('\n')}`);

  const { gates } = settings;
  const laterP95 = percentile(later.map((value) => value.ms), 95);
  const firstP95 = percentile(result.first.map((load) => load.ms), 95);
  return [
    all.top3 < gates.minTop3 && `top-3 ${pct(all.top3)} < ${pct(gates.minTop3)}`,
    laterP95 > gates.maxLaterP95Ms && `later queries p95 ${ms(laterP95)} > ${gates.maxLaterP95Ms} ms`,
    firstP95 > gates.maxFirstP95Ms && `first query p95 ${ms(firstP95)} > ${gates.maxFirstP95Ms} ms`,
    maxBytes > gates.maxFirstQueryKb * 1024 && `first query downloads ${kb(maxBytes)} > ${kb(gates.maxFirstQueryKb * 1024)}`,
  ].filter((failure): failure is string => typeof failure === 'string');
}
