import type { Page } from '@playwright/test';
import { waitForHydration } from '../hydrated-page';

/** What one query in the open modal gave: time from the input event to the rendered answer, and the result pages in order. */
export interface ModalAnswer {
  readonly ms: number;
  readonly pages: string[];
}

/**
 * Opens the search modal with its shortcut on a hydrated page. The keyboard shortcut is what a
 * reader uses, and it loads the modal's chunk like a click does.
 */
export async function openModal(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role=dialog] input[role=combobox]');
}

/**
 * Types `query` into the open modal as one input event and waits, in the page, for the answer to
 * render: a result list or a no-results/error message. Typing makes React render the loading state
 * synchronously (an input event is discrete), so the previous answer is gone before the wait starts.
 * Result pages are the groups' routes, in order, without the section hash.
 */
export async function ask(page: Page, query: string): Promise<ModalAnswer> {
  return page.evaluate(`(${IN_PAGE_ASK})(${JSON.stringify(query)})`) as Promise<ModalAnswer>;
}

// Plain JavaScript text: a compiler (tsc, tsx) may wrap named functions in a helper that the
// page does not have.
const IN_PAGE_ASK = `async (text) => {
  const dialog = document.querySelector('[role=dialog]');
  const input = dialog.querySelector('input[role=combobox]');
  const answered = () =>
    dialog.querySelector('[role=listbox] [role=option]') !== null ||
    dialog.querySelector('[data-search-status=empty], [data-search-status=error]') !== null ||
    /No results for|没有结果|Unable to fetch|无法获取/.test(dialog.textContent || '');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const started = performance.now();
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const ms = await new Promise((resolve) => {
    if (answered()) return resolve(performance.now() - started);
    const observer = new MutationObserver(() => {
      if (!answered()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(dialog, { childList: true, subtree: true, attributes: true });
  });
  const pages = [];
  for (const option of dialog.querySelectorAll('[role=listbox] [role=option]')) {
    const url = (option.getAttribute('data-url') || option.getAttribute('href') || '').replace(/#.*$/, '');
    if (!pages.includes(url)) pages.push(url);
  }
  return { ms, pages };
}`;
