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

export interface FeedbackIssue {
  readonly title: string;
  readonly pageTitle: string;
  readonly pageUrl: string;
  readonly version?: string;
  readonly locale: string;
  /** What the reader wrote; may be empty. */
  readonly comment: string;
}

/** The code host's new-issue form, prefilled (GitHub's `title`, `body` and `labels` parameters). */
export function feedbackIssueUrl(newIssueUrl: string, labels: readonly string[], issue: FeedbackIssue): string {
  const url = new URL(newIssueUrl);
  const body = [
    `- Page: [${issue.pageTitle}](${issue.pageUrl})`,
    ...(issue.version === undefined ? [] : [`- Version: ${issue.version}`]),
    `- Locale: ${issue.locale}`,
    '',
    issue.comment.trim(),
  ].join('\n');
  url.searchParams.set('title', issue.title);
  url.searchParams.set('body', `${body.trim()}\n`);
  if (labels.length > 0) url.searchParams.set('labels', labels.join(','));
  return url.toString();
}
