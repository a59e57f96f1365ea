/*
 * The prefilled issue a reader opens after answering "no": only the follow-up chunk uses it, so it
 * does not ride on every docs page's first load.
 */

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
