import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (Docusaurus then sets
 * `data-has-hydrated` on <html>). Before that, clicks on tabs and buttons reach static markup
 * that has no handlers yet, and timers started in effects do not exist.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Resolves once the page's main thread has been idle: every task queued before the call, such as
 * the renders React schedules from effects after hydration, has run. An event, not a delay.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
}
