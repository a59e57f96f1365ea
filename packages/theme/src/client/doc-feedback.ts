import type { SafeStorage } from './safe-storage';

/** A reader's answer to "Was this page helpful?". */
export type FeedbackAnswer = 'yes' | 'no';

/** localStorage key of the answer for one page (by its path, so each page keeps its own). */
export function feedbackKey(pathname: string): string {
  return `rainbond-theme.doc-feedback:${pathname}`;
}

export function readFeedbackAnswer(storage: SafeStorage, pathname: string): FeedbackAnswer | null {
  const stored = storage.get(feedbackKey(pathname));
  return stored === 'yes' || stored === 'no' ? stored : null;
}

export function saveFeedbackAnswer(storage: SafeStorage, pathname: string, answer: FeedbackAnswer): void {
  storage.set(feedbackKey(pathname), answer);
}
