import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** The JS `url` fetches until the network is idle, gzip (level 9) bytes. */
export async function firstLoadJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const sizes: Promise<number>[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  const response = await tab.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total;
}
