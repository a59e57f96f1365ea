/**
 * `docs-quality bench-search`: search relevance and speed, in headless Chromium against the built
 * site, through the search modal a reader uses (Ctrl+K, a combobox in a dialog).
 *
 * Relevance: every query of each of `benchSearch.groups` is typed into the modal opened on the
 * group's start page, and the result pages are compared with the expected ones: top-1, top-3 and
 * MRR per group. Speed: time from the input event to the rendered answer, for later queries and
 * for the first query after a page load (the first `firstLoads` queries of each group, each on a
 * fresh page), and the bytes that first query downloads. Fails when a figure passes its gate.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { LoadedConfig } from '../config/load-config';
import type { BenchSearchConfig } from '../config/schema';
import { startServer } from '../gates/server';
import { measureFirstQuery, measureGroup } from './measure';
import { report, type SearchBenchResult } from './report';

export interface SearchBenchRun {
  readonly loaded: LoadedConfig;
  readonly settings: BenchSearchConfig;
  readonly buildDir: string;
  readonly port: number;
  /** First-query loads per group. */
  readonly firstLoads: number;
  /** Prints every query with its rank and the pages found first. */
  readonly verbose: boolean;
}

type Mutable<T> = T extends readonly (infer Item)[] ? Item[] : never;

/** Pagefind's version, from the entry file it writes beside its index. */
function pagefindVersion(buildDir: string): string | undefined {
  const entry = path.join(buildDir, 'pagefind', 'pagefind-entry.json');
  return existsSync(entry) ? (JSON.parse(readFileSync(entry, 'utf8')) as { version: string }).version : undefined;
}

export async function runSearchBench({ loaded, settings, buildDir, port, firstLoads, verbose }: SearchBenchRun): Promise<number> {
  const server = await startServer({ command: loaded.config.serve, cwd: loaded.dir }, port, buildDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const groups: Mutable<SearchBenchResult['groups']> = [];
  const first: Mutable<SearchBenchResult['first']> = [];
  try {
    for (const group of settings.groups) {
      groups.push({ version: group.version, locale: group.locale, measure: await measureGroup(browser, server.baseUrl, group, settings.referenceControlMs, verbose) });
    }
    for (const group of settings.groups) {
      for (const query of group.queries.slice(0, firstLoads)) {
        first.push({ ...(await measureFirstQuery(browser, `${server.baseUrl}${group.startPage}`, query, settings)), query: `${group.version} ${group.locale} ${query.q}` });
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const failures = report({ engine: pagefindVersion(buildDir), groups, first }, settings);
  if (failures.length === 0) return 0;
  console.error(`\nsearch benchmark failed:\n  ${failures.join('\n  ')}`);
  return 1;
}
