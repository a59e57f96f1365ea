/**
 * The browser side of `docs-quality bench-search`: a group's queries typed one after another into
 * the open modal, and the first query of a fresh page load with what search downloaded for it.
 */
import type { Browser, Page } from '@playwright/test';
import type { BenchSearchConfig } from '../config/schema';
import { calibratedMs, controlMs } from './cpu-control';
import { rankOf } from './metrics';
import { ask, openModal } from './modal-driver';

type Group = BenchSearchConfig['groups'][number];
type Query = Group['queries'][number];

/** One latency as measured and as it would be on the reference machine (the gates use the latter). */
export interface Latency {
  readonly ms: number;
  readonly rawMs: number;
}

export interface GroupMeasure {
  readonly ranks: (number | undefined)[];
  readonly later: Latency[];
  /** One line per query whose expected page was not first. */
  readonly misses: string[];
}

/** One query through the modal, with the CPU control timed just before and after it. */
async function timedAsk(page: Page, query: string, referenceControlMs: number): Promise<Latency & { pages: string[] }> {
  const before = await controlMs(page);
  const answer = await ask(page, query);
  const after = await controlMs(page);
  return { pages: answer.pages, rawMs: answer.ms, ms: calibratedMs(answer.ms, (before + after) / 2, referenceControlMs) };
}

async function newPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}

/** Every query of `group` on one page, after an untimed warm-up query, so each timed one is a later one. */
export async function measureGroup(browser: Browser, baseUrl: string, group: Group, referenceControlMs: number, verbose: boolean): Promise<GroupMeasure> {
  const page = await newPage(browser, `${baseUrl}${group.startPage}`);
  await openModal(page);
  await ask(page, group.warmUp);
  const measure: GroupMeasure = { ranks: [], later: [], misses: [] };
  for (const query of group.queries) {
    const answer = await timedAsk(page, query.q, referenceControlMs);
    const rank = rankOf(answer.pages, query.expect.map((docPath) => `${group.routePrefix}${docPath}`));
    measure.ranks.push(rank);
    measure.later.push({ ms: answer.ms, rawMs: answer.rawMs });
    const firstPages = answer.pages.slice(0, 3);
    if (rank === undefined || rank > 1) measure.misses.push(`  ${group.version} ${group.locale} [${query.kind}] ${query.q}: rank ${rank ?? '-'}; first ${firstPages.join(', ') || '(none)'}`);
    if (verbose) console.log(`${group.version} ${group.locale} ${query.q} → ${rank ?? '-'} (${answer.ms.toFixed(0)} ms, ${answer.rawMs.toFixed(0)} as measured) ${firstPages.join(' ')}`);
  }
  await page.close();
  return measure;
}

/**
 * The first query after a page load: a fresh page, the modal opened and its loads settled (a
 * reader types after that), one query; with the compressed bytes of the responses whose URL holds
 * one of `downloads`, as the browser received them.
 */
export interface FirstQuery extends Latency {
  readonly bytes: number;
  /** Each file downloaded (its URL's last segment) with its compressed bytes, largest first. */
  readonly files: readonly (readonly [name: string, bytes: number])[];
}

export async function measureFirstQuery(browser: Browser, url: string, query: Query, settings: BenchSearchConfig): Promise<FirstQuery> {
  const page = await newPage(browser, url);
  const pending: Promise<readonly [string, number]>[] = [];
  page.on('response', (response) => {
    if (!settings.downloads.some((part) => response.url().includes(part))) return;
    const name = new URL(response.url()).pathname.split('/').pop() ?? response.url();
    pending.push(response.request().sizes().then((sizes) => [name, sizes.responseBodySize] as const));
  });
  await openModal(page);
  await page.waitForLoadState('networkidle');
  const answer = await timedAsk(page, query.q, settings.referenceControlMs);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).sort((a, b) => b[1] - a[1]);
  await page.close();
  return { ms: answer.ms, rawMs: answer.rawMs, bytes: files.reduce((sum, [, size]) => sum + size, 0), files };
}
