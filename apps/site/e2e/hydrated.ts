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
