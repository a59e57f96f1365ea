import { describe, expect, it } from 'vitest';
import type { SafeStorage } from './safe-storage';
import { markSupportDialogShown, millisecondsUntilSupportDialog, SUPPORT_DIALOG_KEYS } from './support-dialog-schedule';

function sessionStore(): SafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (key) => data.get(key) ?? null, set: (key, value) => void data.set(key, value), remove: (key) => void data.delete(key) };
}

const delayMs = 180_000;

describe('millisecondsUntilSupportDialog', () => {
  it('does not start the clock on the home page', () => {
    const storage = sessionStore();
    expect(millisecondsUntilSupportDialog(storage, { now: 1000, isHomePage: true, delayMs })).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('starts the clock on the first other page and keeps that start across pages and reloads', () => {
    const storage = sessionStore();
    expect(millisecondsUntilSupportDialog(storage, { now: 1000, isHomePage: false, delayMs })).toBe(180_000);
    expect(storage.data.get(SUPPORT_DIALOG_KEYS.firstPageAt)).toBe('1000');
    expect(millisecondsUntilSupportDialog(storage, { now: 61_000, isHomePage: false, delayMs })).toBe(120_000);
    // Back on the home page, the clock that already started keeps running.
    expect(millisecondsUntilSupportDialog(storage, { now: 181_000, isHomePage: true, delayMs })).toBe(0);
  });

  it('never opens twice in a session', () => {
    const storage = sessionStore();
    millisecondsUntilSupportDialog(storage, { now: 0, isHomePage: false, delayMs });
    markSupportDialogShown(storage, 180_000);
    expect(millisecondsUntilSupportDialog(storage, { now: 200_000, isHomePage: false, delayMs })).toBeNull();
  });

  it('restarts the clock when the stored start time is unreadable', () => {
    const storage = sessionStore();
    storage.set(SUPPORT_DIALOG_KEYS.firstPageAt, 'not a number');
    expect(millisecondsUntilSupportDialog(storage, { now: 5000, isHomePage: false, delayMs })).toBe(180_000);
  });
});
