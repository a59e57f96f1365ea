import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import styles from './styles.module.css';

export interface Props {
  /** The page's route; its markdown is served at the same route plus `.md`. */
  readonly permalink: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** "View as Markdown" and "Copy page", for sites that publish each page's markdown at `<route>.md`. */
export default function MarkdownPageActions({ permalink }: Props): React.ReactElement | null {
  const { markdownPageActions } = useThemeConfig() as { markdownPageActions?: boolean };
  const [copyState, setCopyState] = useState<CopyState>('idle');
  if (!markdownPageActions) return null;
  const markdownUrl = `${permalink.replace(/\/$/, '')}.md`;

  const copyPage = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl}: HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setCopyState('copied');
    } catch (error) {
      console.error('Could not copy the page as markdown', error);
      setCopyState('failed');
    }
  };

  return (
    <div className={styles.actions} data-page-actions="">
      <a className={styles.action} href={markdownUrl} type="text/markdown">
        <Translate id="theme.markdownPageActions.view" description="Link to the page's markdown source">
          View as Markdown
        </Translate>
      </a>
      <button type="button" className={styles.action} onClick={copyPage}>
        {copyState === 'copied' ? (
          <Translate id="theme.markdownPageActions.copied" description="Shown after the page's markdown was copied">
            Copied
          </Translate>
        ) : (
          <Translate id="theme.markdownPageActions.copy" description="Button copying the page's markdown to the clipboard">
            Copy page
          </Translate>
        )}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {copyState === 'failed' ? (
          <Translate id="theme.markdownPageActions.failed" description="Shown when copying the page's markdown failed">
            Could not copy the page
          </Translate>
        ) : null}
      </span>
    </div>
  );
}
