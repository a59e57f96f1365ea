import React, { lazy, Suspense } from 'react';
import type { Props } from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

/** The classic social links: their twelve platform icons weigh ~6 KB gzip, so they load only for an author who has links. */
const ClassicAuthorSocials = lazy(() => import('@theme-init/Blog/Components/Author/Socials'));

/** An author's social links; without any, the empty row the classic theme keeps (author names stay aligned). */
export default function AuthorSocials(props: Props): React.ReactElement {
  if (Object.keys(props.author.socials ?? {}).length === 0) return <div className={styles.noSocials} />;
  return (
    <Suspense fallback={<div className={styles.noSocials} />}>
      <ClassicAuthorSocials {...props} />
    </Suspense>
  );
}
