import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The modal and the index are fetched only when the reader opens search. */
const SearchModal = lazy(() => import('@theme/SearchModal'));

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The navbar search box: opens the search modal on click, with Ctrl/Cmd+K or '/', and when a
 * printable key is typed while the box has focus (that key becomes the query).
 */
export default function SearchBar(): React.ReactElement {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openWith = useCallback((query: string) => {
    setInitialQuery(query);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isEditable(event.target);
      if ((shortcut || slash) && !open) {
        event.preventDefault();
        openWith('');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openWith]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const label = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button' });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => openWith('')}
        onKeyDown={(event) => {
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
            event.preventDefault();
            openWith(event.key);
          }
        }}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9a7.5 7.5 0 1 0-1.5 1.5l4.6 4.6 1.5-1.5-4.6-4.6ZM8.5 14a5.5 5.5 0 1 1 0-11 5.5 5.5 0 0 1 0 11Z" fill="currentColor" />
        </svg>
        {/* The accessible name is this text; on small screens it is visually hidden, not removed. */}
        <span className={styles.placeholder}>{label}</span>
        <kbd className={styles.key} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
