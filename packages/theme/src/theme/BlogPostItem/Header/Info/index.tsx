import React from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { dateTimeFormat, selectPluralForm } from '../../../../client/intl-cache';
import styles from './styles.module.css';

const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** A post's date and reading time, as in the classic theme, with shared Intl objects. */
export default function BlogPostItemHeaderInfo({ className }: Props): React.ReactElement {
  const { metadata } = useBlogPost();
  const { i18n } = useDocusaurusContext();
  const { currentLocale } = i18n;
  const calendar = i18n.localeConfigs[currentLocale]?.calendar;
  const { date, readingTime } = metadata;
  const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{dateTimeFormat(currentLocale, { calendar, ...DATE_OPTIONS }).format(new Date(date))}</time>
      {minutes !== undefined && (
        <>
          {' · '}
          {selectPluralForm(
            currentLocale,
            minutes,
            translate(
              {
                id: 'theme.blog.post.readingTime.plurals',
                description:
                  'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                message: 'One min read|{readingTime} min read',
              },
              { readingTime: minutes },
            ),
          )}
        </>
      )}
    </div>
  );
}
