import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import type { AxeStateConfig } from '../config/schema';
import { waitForHydration } from '../hydrated-page';
import { performAction } from './page-action';

const axeSource = createRequire(__filename).resolve('axe-core/axe.min.js');

export interface AxeRow {
  readonly target: string;
  readonly violations: readonly string[];
}

/** axe is injected as a script the site's Content-Security-Policy does not list (the e2e tests check the policy). */
const AXE_CONTEXT = { bypassCSP: true } as const;

async function violations(page: Page, tags: readonly string[]): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  }, tags);
}

export interface AxeInput {
  readonly paths: readonly string[];
  /** axe's rule tags, e.g. WCAG 2.2 A and AA. */
  readonly tags: readonly string[];
  readonly states: readonly AxeStateConfig[];
}

/** axe-core (the rules of the given tags) on every sample page and on the open states. */
/**
 * Resolves once the page's finite CSS animations and transitions have run. Axe reads the colours
 * on screen: a dialog still fading in blends its text with the page behind it, which fails the
 * contrast check on a machine slow enough to be scanned mid-animation.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function checkAccessibility(browser: Browser, baseUrl: string, { paths, tags, states }: AxeInput): Promise<AxeRow[]> {
  const rows: AxeRow[] = [];
  for (const path of paths) {
    const context = await browser.newContext(AXE_CONTEXT);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    rows.push({ target: path, violations: await violations(page, tags) });
    await context.close();
  }
  for (const state of states) {
    const context = await browser.newContext({ ...AXE_CONTEXT, viewport: state.viewport });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl}${state.path}`, { waitUntil: 'networkidle' });
    // An open state is the app's: the page is started (a pointer move, for a page that starts its
    // scripts on intent) and hydrated, and what hydration loads has arrived.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Into the open state, one action after another (see `axe.states` in the README).
    for (const action of state.actions) await performAction(page, action);
    await animationsFinished(page);
    rows.push({ target: `${state.path} + ${state.name}`, violations: await violations(page, tags) });
    await context.close();
  }
  return rows;
}
