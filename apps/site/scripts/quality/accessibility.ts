import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import type { TemplatePage } from './templates';

const axeSource = createRequire(__filename).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeRow {
  readonly target: string;
  readonly violations: readonly string[];
}

/** axe is injected as a script the site's Content-Security-Policy does not list (the e2e tests check the policy). */
const AXE_CONTEXT = { bypassCSP: true } as const;

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  }, WCAG_TAGS);
}

/** Open states the pages can be in: each is checked like a page. */
const states: { name: string; path: string; viewport?: { width: number; height: number }; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'mobile menu',
    path: '/en/',
    viewport: { width: 390, height: 844 },
    open: async (page) => {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'search modal',
    path: '/en/docs',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('install');
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    name: 'support dialog',
    path: '/docs',
    open: async (page) => {
      await page.clock.runFor(181_000);
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** axe-core (WCAG 2.2 A and AA rules) on every template page and on the open states. */
export async function checkAccessibility(browser: Browser, baseUrl: string, pages: readonly TemplatePage[]): Promise<AxeRow[]> {
  const rows: AxeRow[] = [];
  for (const template of pages) {
    const context = await browser.newContext(AXE_CONTEXT);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${template.path}`, { waitUntil: 'networkidle' });
    rows.push({ target: template.path, violations: await violations(page) });
    await context.close();
  }
  for (const state of states) {
    const context = await browser.newContext({ ...AXE_CONTEXT, viewport: state.viewport });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl}${state.path}`, { waitUntil: 'networkidle' });
    await state.open(page);
    rows.push({ target: `${state.path} + ${state.name}`, violations: await violations(page) });
    await context.close();
  }
  return rows;
}
