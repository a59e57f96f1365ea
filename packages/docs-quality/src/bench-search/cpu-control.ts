import type { Page } from '@playwright/test';

/**
 * A fixed piece of main-thread work, timed in the page beside each search, so that the latency
 * gates judge the search and not the host: on a machine (or a moment) twice as slow the control
 * takes twice as long, and the latency is scaled back by the same factor. The work mixes what a
 * query costs: string handling, sorting, JSON and building DOM nodes.
 */
const IN_PAGE_CONTROL = `() => {
  const started = performance.now();
  const words = [];
  for (let i = 0; i < 24000; i++) words.push(('rainbond-' + ((i * 7919) % 6007)).toUpperCase().split('').reverse().join(''));
  words.sort();
  const copy = JSON.parse(JSON.stringify(words));
  const list = document.createElement('ul');
  for (let i = 0; i < 1600; i++) {
    const item = document.createElement('li');
    item.textContent = copy[i];
    list.appendChild(item);
  }
  list.innerHTML.length;
  return performance.now() - started;
}`;

/** The control's time now, in the page: the median of three runs back to back. */
export async function controlMs(page: Page): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push((await page.evaluate(`(${IN_PAGE_CONTROL})()`)) as number);
  return runs.sort((a, b) => a - b)[1]!;
}

/** A latency measured beside a control time, as it would be on the reference machine. */
export function calibratedMs(latencyMs: number, measuredControlMs: number, referenceControlMs: number): number {
  if (!(measuredControlMs > 0)) throw new Error(`the CPU control took ${measuredControlMs} ms: it did not run`);
  return latencyMs * (referenceControlMs / measuredControlMs);
}
