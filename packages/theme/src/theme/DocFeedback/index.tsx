import React, { lazy, Suspense, useEffect, useId, useState } from 'react';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { RainbondThemeConfig } from '../../theme-config';
import { readFeedbackAnswer, saveFeedbackAnswer, type FeedbackAnswer } from '../../client/doc-feedback';
import { siteSafeStorage } from '../../client/site-storage';

/** The comment box after "no" downloads only when a reader answers "no". */
const DocFeedbackFollowUp = lazy(() => import('@theme/DocFeedback/FollowUp'));

export interface Props {
  readonly pageTitle: string;
  readonly version?: string;
}

/**
 * "Was this page helpful?" under a docs page: two buttons, the answer remembered for the page in
 * localStorage (a storage failure only means it is not remembered). No request, no cookie.
 */
export default function DocFeedback({ pageTitle, version }: Props): React.ReactElement | null {
  const { docFeedback } = useThemeConfig() as unknown as RainbondThemeConfig;
  const { pathname } = useLocation();
  const headingId = useId();
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);

  useEffect(() => {
    setAnswer(readFeedbackAnswer(siteSafeStorage('localStorage'), pathname));
  }, [pathname]);

  if (docFeedback === false) return null;
  const choose = (choice: FeedbackAnswer) => {
    setAnswer(choice);
    saveFeedbackAnswer(siteSafeStorage('localStorage'), pathname, choice);
  };
  const button = (choice: FeedbackAnswer, label: React.ReactNode) => (
    <button type="button" className="button button--sm button--secondary margin-right--sm" aria-pressed={answer === choice} onClick={() => choose(choice)}>
      {label}
    </button>
  );

  return (
    <section className="margin-top--lg doc-feedback" aria-labelledby={headingId} data-doc-feedback="">
      <h2 id={headingId} className="margin-bottom--sm" style={{ fontSize: '1rem' }}>
        <Translate id="theme.rainbond.docFeedback.question" description="The question under each docs page">
          Was this page helpful?
        </Translate>
      </h2>
      {button('yes', <Translate id="theme.rainbond.docFeedback.yes" description="Answer: the page helped">Yes</Translate>)}
      {button('no', <Translate id="theme.rainbond.docFeedback.no" description="Answer: the page did not help">No</Translate>)}
      <p role="status" className="margin-top--sm margin-bottom--none">
        {answer !== null && (
          <Translate id="theme.rainbond.docFeedback.thanks" description="Shown after a reader answered whether the page helped">
            Thank you for your feedback.
          </Translate>
        )}
      </p>
      {answer === 'no' && (
        <Suspense fallback={null}>
          <DocFeedbackFollowUp config={docFeedback} pageTitle={pageTitle} version={version} />
        </Suspense>
      )}
    </section>
  );
}
