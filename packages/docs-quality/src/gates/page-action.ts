import type { Page } from '@playwright/test';
import type { PageAction } from '../config/schema';

type Role = Parameters<Page['getByRole']>[0];

/** Does one configured action on a page: the axe gate's open states and the first-load benchmark's first actions. */
export async function performAction(page: Page, action: PageAction): Promise<void> {
  if ('click' in action) await page.getByRole(action.click.role as Role, { name: action.click.name }).first().click();
  else if ('press' in action) await page.keyboard.press(action.press);
  else if ('fill' in action) await page.getByRole(action.fill.role as Role, { name: action.fill.name }).fill(action.fill.value);
  else if ('waitFor' in action) await page.getByRole(action.waitFor.role as Role, { name: action.waitFor.name }).first().waitFor();
  else await page.clock.runFor(action.advanceClock);
}
