/**
 * `pnpm bench:search`: search relevance and speed, in headless Chromium against the built site,
 * through the search modal a reader uses.
 *
 * Relevance: every query of `search-bench/queries.ts` is typed into the modal opened on a docs page
 * of its version and locale; the result pages are compared with the expected ones: top-1, top-3 and
 * MRR per locale and version. Speed: time from the input event to the rendered answer, for the
 * first query after a page load (fresh page, modal opened and its loads settled) and for later ones apart, and the
 * bytes the first query downloads. Fails when a figure passes its gate (`search-bench/gates.ts`).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '@rainbond/docs-quality';
import qualityConfig from '../docs-quality.config';
import { QUERIES, type BenchQuery, type Locale, type Version } from './search-bench/queries';
import { percentile, rankOf, relevance, type Relevance } from './search-bench/metrics';
import { ask, openModal } from './search-bench/modal-driver';
import { GATES } from './search-bench/gates';
import { calibratedMs, controlMs, REFERENCE_CONTROL_MS } from './search-bench/cpu-control';

const { values: args } = parseArgs({
  options: {
    help: { type: 'boolean', default: false },
    port: { type: 'string', default: '4187' },
    verbose: { type: 'boolean', default: false },
    'first-loads': { type: 'string', default: '6' },
  },
});
if (args.help) {
  console.log('Usage: pnpm bench:search [--port N] [--first-loads N] [--verbose]  (after pnpm build)\n  --verbose prints every query with its rank and the pages found first');
  process.exit(0);
}

const START_PAGES: Record<Version, Record<Locale, string>> = {
  latest: { zh: '/docs/quick-start/quick-install', en: '/en/docs/quick-start/quick-install' },
  '5.17': { zh: '/docs/5.17/Intro', en: '/en/docs/5.17/Intro' },
};
const routeOf = (version: Version, locale: Locale, docPath: string) => `${locale === 'en' ? '/en' : ''}/docs${version === '5.17' ? '/5.17' : ''}/${docPath}`;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface GroupResult {
  readonly version: Version;
  readonly locale: Locale;
  readonly relevance: Relevance;
  readonly later: number[];
  readonly laterRaw: number[];
  readonly misses: string[];
}

/**
 * One query through the modal, with the CPU control timed just before and after it: the latency
 * as measured and as it would be on the reference machine (the gates use the latter).
 */
async function timedAsk(page: Page, query: string): Promise<{ pages: string[]; rawMs: number; ms: number }> {
  const before = await controlMs(page);
  const answer = await ask(page, query);
  const after = await controlMs(page);
  return { pages: answer.pages, rawMs: answer.ms, ms: calibratedMs(answer.ms, (before + after) / 2) };
}

async function newPage(browser: Browser, baseUrl: string, route: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  return page;
}

async function runGroup(browser: Browser, baseUrl: string, version: Version, locale: Locale): Promise<GroupResult> {
  const page = await newPage(browser, baseUrl, START_PAGES[version][locale]);
  await openModal(page);
  // Warm the index so that every timed query below is a later one.
  await ask(page, locale === 'zh' ? '安装' : 'install');
  const ranks: (number | undefined)[] = [];
  const later: number[] = [];
  const laterRaw: number[] = [];
  const misses: string[] = [];
  for (const query of QUERIES[version][locale]) {
    const answer = await timedAsk(page, query.q);
    const rank = rankOf(answer.pages, query.expect.map((docPath) => routeOf(version, locale, docPath)));
    ranks.push(rank);
    later.push(answer.ms);
    laterRaw.push(answer.rawMs);
    if (rank === undefined || rank > 1) misses.push(`  ${version} ${locale} [${query.kind}] ${query.q}: rank ${rank ?? '-'}; first ${answer.pages.slice(0, 3).join(', ') || '(none)'}`);
    if (args.verbose) console.log(`${version} ${locale} ${query.q} → ${rank ?? '-'} (${answer.ms.toFixed(0)} ms, ${answer.rawMs.toFixed(0)} as measured) ${answer.pages.slice(0, 3).join(' ')}`);
  }
  await page.close();
  return { version, locale, relevance: relevance(ranks), later, laterRaw, misses };
}

/** First query after a page load: a fresh page, the modal opened, one query; with the bytes search fetched for it. */
async function firstQuery(browser: Browser, baseUrl: string, route: string, query: BenchQuery): Promise<{ ms: number; rawMs: number; bytes: number }> {
  const page = await newPage(browser, baseUrl, route);
  const pending: Promise<number>[] = [];
  page.on('response', (response) => {
    if (!/\/pagefind\/|search-terms/.test(response.url())) return;
    // Bytes on the wire (compressed), as the browser received them.
    pending.push(response.request().sizes().then((sizes) => sizes.responseBodySize));
  });
  await openModal(page);
  // The modal fetches Pagefind and the vocabulary when it opens; a reader types after that.
  await page.waitForLoadState('networkidle');
  const answer = await timedAsk(page, query.q);
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(pending)).reduce((sum, size) => sum + size, 0);
  await page.close();
  return { ms: answer.ms, rawMs: answer.rawMs, bytes };
}

async function main(): Promise<void> {
  const entry = JSON.parse(readFileSync(path.join(__dirname, '..', 'build', 'pagefind', 'pagefind-entry.json'), 'utf8')) as { version: string };
  const siteDir = path.join(__dirname, '..');
  const server = await startServer({ command: qualityConfig.serve, cwd: siteDir }, Number(args.port), path.join(siteDir, 'build'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const groups: GroupResult[] = [];
  const first: number[] = [];
  const firstRaw: number[] = [];
  const firstBytes: number[] = [];
  try {
    for (const version of ['latest', '5.17'] as const) {
      for (const locale of ['zh', 'en'] as const) groups.push(await runGroup(browser, server.baseUrl, version, locale));
    }
    const loads = Number(args['first-loads']);
    for (const locale of ['zh', 'en'] as const) {
      for (const version of ['latest', '5.17'] as const) {
        for (const query of QUERIES[version][locale].slice(0, loads)) {
          const result = await firstQuery(browser, server.baseUrl, START_PAGES[version][locale], query);
          first.push(result.ms);
          firstRaw.push(result.rawMs);
          firstBytes.push(result.bytes);
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }

  const all = combine(groups.map((group) => group.relevance));
  const later = groups.flatMap((group) => group.later);
  const laterRaw = groups.flatMap((group) => group.laterRaw);
  console.log(`\nSearch benchmark (Pagefind ${entry.version}, ${all.queries} queries through the modal, headless Chromium)`);
  console.log(`Latencies are scaled to the reference machine by a CPU control timed beside each query (reference ${REFERENCE_CONTROL_MS} ms); as measured in brackets.`);
  console.log('| version | locale | queries | top-1 | top-3 | MRR | later queries p50 | p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const group of groups) {
    const r = group.relevance;
    console.log(`| ${group.version} | ${group.locale} | ${r.queries} | ${pct(r.top1)} | ${pct(r.top3)} | ${r.mrr.toFixed(3)} | ${ms(percentile(group.later, 50))} (${ms(percentile(group.laterRaw, 50))}) | ${ms(percentile(group.later, 95))} (${ms(percentile(group.laterRaw, 95))}) |`);
  }
  console.log(`| all | both | ${all.queries} | ${pct(all.top1)} | ${pct(all.top3)} | ${all.mrr.toFixed(3)} | ${ms(percentile(later, 50))} (${ms(percentile(laterRaw, 50))}) | ${ms(percentile(later, 95))} (${ms(percentile(laterRaw, 95))}) |`);
  console.log(`\nFirst query of a page load (${first.length} loads): p50 ${ms(percentile(first, 50))} (${ms(percentile(firstRaw, 50))}), p95 ${ms(percentile(first, 95))} (${ms(percentile(firstRaw, 95))}); downloads median ${kb(percentile(firstBytes, 50))}, max ${kb(Math.max(...firstBytes))}`);
  const misses = groups.flatMap((group) => group.misses);
  if (misses.length > 0) console.log(`\nNot first (${misses.length}):\n${misses.join('\n')}`);

  const failures = [
    all.top3 < GATES.minTop3 && `top-3 ${pct(all.top3)} < ${pct(GATES.minTop3)}`,
    percentile(later, 95) > GATES.maxLaterP95Ms && `later queries p95 ${ms(percentile(later, 95))} > ${GATES.maxLaterP95Ms} ms`,
    percentile(first, 95) > GATES.maxFirstP95Ms && `first query p95 ${ms(percentile(first, 95))} > ${GATES.maxFirstP95Ms} ms`,
    Math.max(...firstBytes) > GATES.maxFirstQueryBytes && `first query downloads ${kb(Math.max(...firstBytes))} > ${kb(GATES.maxFirstQueryBytes)}`,
  ].filter((failure): failure is string => typeof failure === 'string');
  if (failures.length > 0) {
    console.error(`\nsearch benchmark failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

/** Relevance over several groups, weighted by their query counts. */
function combine(parts: readonly Relevance[]): Relevance {
  const queries = parts.reduce((sum, part) => sum + part.queries, 0);
  const weighted = (key: 'top1' | 'top3' | 'mrr') => parts.reduce((sum, part) => sum + part[key] * part.queries, 0) / queries;
  return { queries, top1: weighted('top1'), top3: weighted('top3'), mrr: weighted('mrr') };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
