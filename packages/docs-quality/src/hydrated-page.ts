import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated. A page built with the preset's `appStart: 'intent'` starts
 * its scripts on the reader's first intent, so the pointer moves first, as a reader's does (twice,
 * so that it moves even if it was already there); other pages have started them already.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  // A locator wait, not waitForFunction: it also works under an installed page clock (the axe gate's open states).
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', ...(timeout === undefined ? {} : { timeout }) });
}
