import React, { useId, useState } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { DocFeedbackConfig } from '../../theme-config';
import { feedbackIssueUrl } from '../../client/doc-feedback-issue';

export interface Props {
  readonly config: DocFeedbackConfig;
  readonly pageTitle: string;
  readonly version?: string;
}

/** After "no": an optional comment, and a link that opens it as a prefilled issue on the code host. */
export default function DocFeedbackFollowUp({ config, pageTitle, version }: Props): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const issueUrl = feedbackIssueUrl(config.newIssueUrl, config.labels, {
    title: translate({ id: 'theme.rainbond.docFeedback.issueTitle', message: 'Docs feedback: {title}', description: 'Title of the issue a reader opens about a page' }, { title: pageTitle }),
    pageTitle,
    pageUrl: window.location.href.split('#')[0]!,
    version,
    locale: i18n.currentLocale,
    comment,
  });

  return (
    <div>
      <label htmlFor={commentId} className="margin-top--sm" style={{ display: 'block' }}>
        <Translate id="theme.rainbond.docFeedback.commentLabel" description="Label of the optional comment box after 'No'">
          What was missing or wrong? (optional)
        </Translate>
      </label>
      <textarea id={commentId} rows={3} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} style={{ width: '100%', font: 'inherit' }} />
      <a
        className="button button--sm button--primary margin-top--sm"
        href={issueUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Translate id="theme.rainbond.docFeedback.openIssue" description="Link opening a prefilled issue about the page on the code host">
          Open an issue (new tab)
        </Translate>
      </a>
    </div>
  );
}
