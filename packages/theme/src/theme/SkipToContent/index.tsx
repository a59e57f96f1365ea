import React, { useRef, type MouseEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import { useLocationChange } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

function focusProgrammatically(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

/**
 * The classic skip link, with one change: focus returns to the top of the page only when a link
 * leads to another page. Classic also does it when only the query changes (the search page's
 * filters and result pages), and focusing the top scrolls the reader away from what they changed.
 */
export default function SkipToContent(): React.ReactElement {
  const containerRef = useRef<HTMLDivElement>(null);
  const { action } = useHistory();
  useLocationChange(({ location, previousLocation }) => {
    const samePage = previousLocation?.pathname === location.pathname;
    if (containerRef.current !== null && location.hash === '' && action === 'PUSH' && !samePage) focusProgrammatically(containerRef.current);
  });
  const label = translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' });
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target !== null) focusProgrammatically(target);
  };
  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={skip}>
        {label}
      </a>
    </div>
  );
}
