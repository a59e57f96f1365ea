import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';

export interface StaleTranslationNoticeProps {
  /** YYYY-MM-DD: when the source page changed. */
  readonly changedOn: string;
  /** The sentence, in the page's language, written by remarkStaleTranslationNotice from the theme's locales. */
  readonly message: string;
  readonly linkLabel: string;
}

/**
 * The notice at the top of a translated page whose source page changed since it was translated,
 * linking to the same page in the default locale (the source).
 */
export default function StaleTranslationNotice({ changedOn, message, linkLabel }: StaleTranslationNoticeProps): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const sourceHref = useAlternatePageUtils().createUrl({ locale: i18n.defaultLocale, fullyQualified: false });
  return (
    <aside className="alert alert--warning margin-bottom--md" role="note" data-stale-translation={changedOn}>
      {message}{' '}
      <a href={sourceHref} hrefLang={i18n.localeConfigs[i18n.defaultLocale]?.htmlLang} target="_self">
        {linkLabel}
      </a>
    </aside>
  );
}
