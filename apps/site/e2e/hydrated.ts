import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (Docusaurus then sets
 * `data-has-hydrated` on <html>). Before that, clicks on tabs and buttons reach static markup
 * that has no handlers yet, and timers started in effects do not exist. A page starts its scripts
 * on the reader's first intent (the preset's `appStart`), so the pointer moves first, as a
 * reader's does.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until the page now open has hydrated, after the reader's intent has started its scripts. */
export async function waitForHydration(page: Page): Promise<void> {
  await showIntent(page);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** What starts a page's scripts: the pointer moves over it (twice, so it moves even if it was already there). */
export async function showIntent(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Resolves once the page's main thread has been idle: every task queued before the call, such as
 * the renders React schedules from effects after hydration, has run. An event, not a delay.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
}
