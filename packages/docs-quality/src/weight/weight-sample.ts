/**
 * The proof that the computation is what the browser does: a sample of pages loaded in Chromium,
 * whose scripts and stylesheets fetched before idle, and scripts fetched before the reader acts,
 * must match the computed ones within 2 %.
 */
import type { Browser } from '@playwright/test';
import { loadInChromium, type BrowserWeight } from './browser-weight';
import { mapLimit } from './map-limit';
import type { PageWeight } from './page-weights';
import type { Templates } from '../templates';
import { kb, type WeightProblem } from './weight-summary';

export const SAMPLE_TOLERANCE = 0.02;
/** Chromium loads at a time: each waits half a second for a quiet network, so on 2 cores four overlap well. */
const CONCURRENT_LOADS = 4;

/** The page of a sample and why it was picked. */
export interface SamplePick {
  readonly page: PageWeight;
  readonly why: 'heaviest' | 'client-rendered' | 'median';
}

/**
 * Per template and locale, the heaviest page and one other: where pages have content the client
 * renders later (and may load code for, e.g. a diagram near the viewport), the page where that
 * content starts soonest; else the median page. Redirect pages have no app to check.
 */
export function pickSample(pages: readonly PageWeight[]): SamplePick[] {
  const groups = new Map<string, PageWeight[]>();
  for (const page of pages) {
    if (page.redirect) continue;
    const key = `${page.template}\u0000${page.locale}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.values()].flatMap((members) => {
    const byWeight = [...members].sort((a, b) => b.jsGzip - a.jsGzip || a.page.localeCompare(b.page));
    const heaviest = byWeight[0] as PageWeight;
    const clientRendered = members
      .filter((page) => page.clientRenderedAt !== undefined && page !== heaviest)
      .sort((a, b) => (a.clientRenderedAt ?? 0) - (b.clientRenderedAt ?? 0) || a.page.localeCompare(b.page))[0];
    // Of two or more pages, the median (by weight, the lower one of an even count) is not the heaviest.
    const middle = byWeight.length > 1 ? byWeight[Math.floor(byWeight.length / 2)] : undefined;
    const other: SamplePick | undefined =
      clientRendered !== undefined ? { page: clientRendered, why: 'client-rendered' } : middle !== undefined ? { page: middle, why: 'median' } : undefined;
    return [{ page: heaviest, why: 'heaviest' as const }, ...(other === undefined ? [] : [other])];
  });
}

export interface SampleRow {
  readonly pick: SamplePick;
  readonly browser: BrowserWeight;
  readonly jsBrowser: number;
  readonly jsBeforeIntentBrowser: number;
  readonly cssBrowser: number;
  /** JS and CSS each within the tolerance. */
  readonly matches: boolean;
  /** Files one side has and the other has not. */
  readonly onlyInBrowser: readonly string[];
  readonly onlyComputed: readonly string[];
  readonly problems: readonly WeightProblem[];
}

const total = (sizes: ReadonlyMap<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);
const fileName = (url: string) => new URL(url).pathname;

/** Compares a computed page with what Chromium fetched for it. */
export function compareWithBrowser(templates: Templates, pick: SamplePick, browser: BrowserWeight): SampleRow {
  const { page } = pick;
  const jsBrowser = total(browser.scripts);
  const jsBeforeIntentBrowser = total(browser.scriptsBeforeIntent);
  const cssBrowser = total(browser.stylesheets);
  const computed = new Set([...page.scripts.keys(), ...page.stylesheets.keys()]);
  const fetched = new Set([...browser.scripts.keys(), ...browser.stylesheets.keys()]);
  const problems: WeightProblem[] = [];
  const differs = (computedBytes: number, browserBytes: number) => Math.abs(computedBytes - browserBytes) > SAMPLE_TOLERANCE * browserBytes;
  const off = (
    [
      ['JS', page.jsGzip, jsBrowser],
      ['JS before the reader acts', page.jsBeforeIntentGzip, jsBeforeIntentBrowser],
      ['CSS', page.cssGzip, cssBrowser],
    ] as const
  ).filter(([, computedBytes, browserBytes]) => differs(computedBytes, browserBytes));
  for (const [what, computedBytes, browserBytes] of off) problems.push({ gate: 'weight', page: page.page, text: `${what} computed ${kb(computedBytes)}, Chromium fetched ${kb(browserBytes)}` });
  if (browser.outsideHosts.length > 0) problems.push({ gate: 'weight', page: page.page, text: `Chromium fetched from other hosts: ${browser.outsideHosts.join(', ')}` });
  if (browser.searchFetched && !templates.searchAllowed(page.template)) problems.push({ gate: 'weight', page: page.page, text: 'Chromium fetched search code or index' });
  return {
    pick,
    browser,
    jsBrowser,
    jsBeforeIntentBrowser,
    cssBrowser,
    matches: off.length === 0,
    onlyInBrowser: [...fetched].filter((url) => !computed.has(url)).map(fileName),
    onlyComputed: [...computed].filter((url) => !fetched.has(url)).map(fileName),
    problems,
  };
}

export async function checkSample(templates: Templates, browser: Browser, picks: readonly SamplePick[]): Promise<SampleRow[]> {
  return mapLimit(picks, CONCURRENT_LOADS, async (pick) => compareWithBrowser(templates, pick, await loadInChromium(browser, pick.page.url, templates.searchPrefix)));
}
