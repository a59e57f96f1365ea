/**
 * `docs-quality first-load`: how far each page's first load is from the same page without its
 * scripts (Lighthouse mobile preset, the two loaded alternately in one run), the JavaScript it
 * fetches before the reader can act, and how fast it answers a first action under a throttled CPU.
 * A benchmark: it prints figures and marks the goals met or not, and fails only when it cannot measure.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { LoadedConfig } from '../config/load-config';
import type { FirstLoadConfig } from '../config/schema';
import { startHtmlProxy } from '../gates/html-proxy';
import { startServer } from '../gates/server';
import { median } from '../lighthouse/lighthouse';
import { runNodeRunner } from '../node-runner';
import { gzipSize } from '../weight/gzip-size';
import { measureFirstInteraction } from './first-interaction';
import { stripScripts } from './strip-scripts';

interface LighthouseRun {
  readonly performance: number;
  readonly tbt: number;
  readonly lcp: number;
  readonly scripts: readonly { url: string; transferBytes: number }[];
}
type RunnerOutput = Record<string, { page: LighthouseRun[]; stripped: LighthouseRun[] }>;

export interface FirstLoadRun {
  readonly loaded: LoadedConfig;
  readonly settings: FirstLoadConfig;
  readonly buildDir: string;
  /** The site server's port; the stripping proxy listens on the next one. */
  readonly port: number;
  readonly runs: number | undefined;
  /** Pages of other sites (e.g. the same markdown built with another generator) measured in the same run; proxies on the ports after. */
  readonly compare: readonly string[];
}

/** Gzip bytes of the scripts a load fetched: the build's own files as the weight gate counts them, another site's as transferred. */
async function scriptBytes(scripts: LighthouseRun['scripts'], baseUrl: string, buildDir: string): Promise<number> {
  const origin = new URL(baseUrl).origin;
  const sizes = await Promise.all(
    [...new Map(scripts.map((script) => [script.url, script])).values()].map(async (script) => {
      const url = new URL(script.url);
      if (url.origin !== origin) return script.transferBytes;
      return gzipSize(await readFile(path.join(buildDir, decodeURIComponent(url.pathname))));
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

interface MeasuredPage {
  /** How the table names it: the site's path, or another site's whole URL. */
  readonly path: string;
  readonly url: string;
  readonly strippedUrl: string;
}

async function lighthouse(pages: readonly MeasuredPage[], runs: number): Promise<RunnerOutput> {
  return runNodeRunner<RunnerOutput>(path.join(__dirname, 'first-load-runner.mjs'), { runs, pages });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function pageTable(settings: FirstLoadConfig, results: RunnerOutput, baseUrl: string, buildDir: string, runs: number): Promise<void> {
  const { goals } = settings;
  console.log(`\nFirst loads, Lighthouse mobile preset (4× simulated CPU), median of ${runs}, each page beside itself without scripts`);
  console.log('| page | JS before interaction (gzip KB) | perf | perf, no scripts | TBT | TBT, no scripts | LCP | goals |\n| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [page, { page: withScripts, stripped }] of Object.entries(results)) {
    const figure = (loads: LighthouseRun[], key: 'performance' | 'tbt' | 'lcp') => median(loads.map((load) => load[key]));
    const js = median(await Promise.all(withScripts.map((load) => scriptBytes(load.scripts, baseUrl, buildDir))));
    const [perf, floorPerf, tbt, floorTbt] = [figure(withScripts, 'performance'), figure(stripped, 'performance'), figure(withScripts, 'tbt'), figure(stripped, 'tbt')];
    const missed = [
      perf < floorPerf - goals.performanceGap ? `perf ${floorPerf - perf} under` : '',
      tbt > goals.tbtFactor * floorTbt + goals.tbtSlackMs ? `TBT > ${goals.tbtFactor}× + ${goals.tbtSlackMs} ms` : '',
      js > goals.jsKb * 1024 ? `JS > ${goals.jsKb} KB` : '',
    ].filter(Boolean);
    console.log(`| ${page} | ${kb(js)} | ${perf} | ${floorPerf} | ${Math.round(tbt)} ms | ${Math.round(floorTbt)} ms | ${(figure(withScripts, 'lcp') / 1000).toFixed(1)} s | ${missed.join('; ') || 'met'} |`);
  }
}

async function interactionTable(settings: FirstLoadConfig, baseUrl: string, runs: number): Promise<void> {
  if (settings.interactions.length === 0) return;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`\nFirst interaction at load, CPU slowed ${settings.cpuSlowdown}×, median of ${runs} (input event to the frame that shows the answer)`);
    console.log('| interaction | page | median | runs | goal |\n| --- | --- | --- | --- | --- |');
    for (const interaction of settings.interactions) {
      const times: (number | undefined)[] = [];
      for (let run = 0; run < runs; run += 1) times.push(await measureFirstInteraction(browser, baseUrl, interaction, settings.cpuSlowdown));
      const answered = times.filter((time): time is number => time !== undefined);
      const lost = times.length - answered.length;
      const middle = answered.length === 0 ? undefined : median(answered);
      const shown = times.map((time) => (time === undefined ? 'lost' : `${Math.round(time)}`)).join(', ');
      const met = lost === 0 && middle !== undefined && middle <= settings.goals.interactionMs;
      console.log(`| ${interaction.name} | ${interaction.path} | ${middle === undefined ? 'no answer' : `${Math.round(middle)} ms`} | ${shown} | ${met ? 'met' : `> ${settings.goals.interactionMs} ms${lost > 0 ? ` or lost (${lost})` : ''}`} |`);
    }
  } finally {
    await browser.close();
  }
}

export async function runFirstLoad(run: FirstLoadRun): Promise<number> {
  const { config, dir } = run.loaded;
  const { settings } = run;
  const runs = run.runs ?? settings.runs;
  const server = await startServer({ command: config.serve, cwd: dir }, run.port, run.buildDir);
  const proxies = [await startHtmlProxy(server.baseUrl, run.port + 1, { rewriteHtml: stripScripts })];
  try {
    const pages: MeasuredPage[] = settings.pages.map((page) => ({ path: page, url: `${server.baseUrl}${page}`, strippedUrl: `${proxies[0]!.baseUrl}${page}` }));
    for (const [index, other] of run.compare.entries()) {
      const url = new URL(other);
      const proxy = await startHtmlProxy(url.origin, run.port + 2 + index, { rewriteHtml: stripScripts });
      proxies.push(proxy);
      pages.push({ path: other, url: other, strippedUrl: `${proxy.baseUrl}${url.pathname}${url.search}` });
    }
    await pageTable(settings, await lighthouse(pages, runs), server.baseUrl, run.buildDir, runs);
    await interactionTable(settings, server.baseUrl, runs);
  } finally {
    for (const proxy of proxies) proxy.stop();
    server.stop();
  }
  return 0;
}
