/**
 * Test helper: Debian's Chromium through the site's Playwright (apps/site's dependency: the tools
 * borrow it, as they borrow its Docusaurus, rather than lock a second copy). Typed as far as the tests use it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO } from './test-fixture.js';

export interface BrowserPage {
  goto(url: string): Promise<unknown>;
  waitForSelector(selector: string): Promise<unknown>;
  waitForURL(url: string): Promise<void>;
  click(selector: string): Promise<void>;
  readonly mouse: { move(x: number, y: number): Promise<void> };
  /** An expression evaluated in the page (a string: the tools are typed without the DOM library). */
  evaluate(expression: string): Promise<unknown>;
}

export interface Browser {
  newPage(): Promise<BrowserPage>;
  close(): Promise<void>;
}

interface Chromium {
  launch(options: { executablePath: string; args: string[] }): Promise<Browser>;
}

export function launchChromium(): Promise<Browser> {
  const { chromium } = createRequire(path.join(REPO, 'apps/site/package.json'))('@playwright/test') as { chromium: Chromium };
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
}

/**
 * Opens a page and waits until React has hydrated it (Docusaurus sets `data-has-hydrated` on
 * <html>), after moving the pointer: the preset's `appStart: 'intent'` starts a page's scripts then.
 */
export async function gotoHydrated(page: BrowserPage, url: string): Promise<void> {
  await page.goto(url);
  // Twice, so that it moves even if it was already there.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
