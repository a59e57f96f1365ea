import type { SafeStorage } from './safe-storage';

/** Session storage keys of the support dialog: when the clock started, and that it was shown. */
export const SUPPORT_DIALOG_KEYS = {
  firstPageAt: 'rainbond-theme.support-dialog.first-page-at',
  shown: 'rainbond-theme.support-dialog.shown',
} as const;

/**
 * The support dialog appears once per browser session, `delayMs` after the first page that is
 * not the home page. Returns the milliseconds left before it should open, or null when it must
 * not open (already shown, or the clock has not started because only the home page was seen).
 * Visiting a non-home page starts the clock; reloads and later pages keep the first start time.
 */
export function millisecondsUntilSupportDialog(storage: SafeStorage, options: { now: number; isHomePage: boolean; delayMs: number }): number | null {
  if (storage.get(SUPPORT_DIALOG_KEYS.shown) !== null) return null;
  let startedAt = Number(storage.get(SUPPORT_DIALOG_KEYS.firstPageAt));
  if (!Number.isFinite(startedAt) || startedAt <= 0) {
    if (options.isHomePage) return null;
    startedAt = options.now;
    storage.set(SUPPORT_DIALOG_KEYS.firstPageAt, String(startedAt));
  }
  return Math.max(0, startedAt + options.delayMs - options.now);
}

/** Records that the dialog was shown, so it does not come back in this session. */
export function markSupportDialogShown(storage: SafeStorage, now: number): void {
  storage.set(SUPPORT_DIALOG_KEYS.shown, String(now));
}
