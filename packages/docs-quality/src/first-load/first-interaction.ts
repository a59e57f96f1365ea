/**
 * How long a page takes to answer a reader's first action under a throttled CPU: the action is
 * taken as soon as the page has loaded (hydration may still be running, as for a reader who acts
 * at once), and the answer is the first animation frame in which the expected element is shown.
 * Both ends are the page's own clock: the input event's timestamp (when the browser received it,
 * so a busy main thread counts) and the frame that shows the answer.
 */
import type { Browser } from '@playwright/test';
import type { FirstInteractionConfig } from '../config/schema';
import { performAction } from '../gates/page-action';

/** How long to wait for the answer before calling the action lost (e.g. a key pressed before its handler existed). */
const ANSWER_TIMEOUT_MS = 15_000;

declare global {
  interface Window {
    __firstLoadAnswer?: Promise<{ inputAt: number; answeredAt: number }>;
    __firstLoadAnsweredEarly?: boolean;
  }
}

/** Runs in the page before its own scripts: waits for the first input, then for the frame that shows `selector`. */
function watchFirstAnswer(selector: string): void {
  const shown = () => {
    const element = document.querySelector(selector);
    return element !== null && element.getClientRects().length > 0;
  };
  window.__firstLoadAnswer = new Promise((resolve) => {
    const onInput = (event: Event) => {
      for (const type of ['keydown', 'pointerdown']) removeEventListener(type, onInput, true);
      window.__firstLoadAnsweredEarly = shown();
      const inputAt = event.timeStamp;
      const frame = () => (shown() ? resolve({ inputAt, answeredAt: performance.now() }) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    };
    for (const type of ['keydown', 'pointerdown']) addEventListener(type, onInput, true);
  });
}

/** Milliseconds from input to answer, or `undefined` when no answer came. */
export async function measureFirstInteraction(browser: Browser, baseUrl: string, interaction: FirstInteractionConfig, cpuSlowdown: number): Promise<number | undefined> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(watchFirstAnswer, interaction.expect);
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load' });
    await performAction(page, interaction.action);
    const answer = await page.evaluate(
      (timeout) => Promise.race([window.__firstLoadAnswer, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeout))]),
      ANSWER_TIMEOUT_MS,
    );
    if (await page.evaluate(() => window.__firstLoadAnsweredEarly)) {
      throw new Error(`firstLoad.interactions "${interaction.name}": \`${interaction.expect}\` is shown before the action, so it cannot tell when the page answered`);
    }
    return answer === undefined ? undefined : answer.answeredAt - answer.inputAt;
  } finally {
    await context.close();
  }
}
