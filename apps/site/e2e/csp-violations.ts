import type { Page } from '@playwright/test';

/**
 * Collects every Content Security Policy violation of a page: the `securitypolicyviolation`
 * events the document fires (recorded by an init script, before any of the page's own scripts)
 * and Chromium's console errors about the policy ("Refused to …").
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`));
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])), ...consoleErrors];
}
