import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../Icon';
import { copyText } from '../../hooks/copyText';
import * as styles from './CommandBox.css';

export interface CommandBoxProps {
  /** The shell command, copied exactly as given. */
  command: string;
  /** Shown before the command and never copied. */
  prompt?: string;
  copyLabel?: string;
  copiedLabel?: string;
  /** How long the copied state lasts, in milliseconds. */
  copiedDuration?: number;
  /** Names the box for assistive technology, e.g. "Install command for Linux". */
  label?: string;
  onCopy?: (command: string) => void;
  className?: string;
}

/** A one-line shell command with a copy button that confirms the copy (visibly and to screen readers). */
export function CommandBox({
  command,
  prompt = '$',
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  copiedDuration = 2000,
  label,
  onCopy,
  className,
}: CommandBoxProps) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(command);
    } catch (error) {
      console.warn('[CommandBox] copy failed', error);
      return;
    }
    setIsCopied(true);
    onCopy?.(command);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), copiedDuration);
  };

  return (
    <div className={clsx(styles.box, className)} role="group" aria-label={label}>
      <code className={styles.code} tabIndex={0}>
        {prompt !== '' && (
          <span className={styles.prompt} aria-hidden="true">
            {prompt}
          </span>
        )}
        {command}
      </code>
      <button type="button" className={clsx(styles.copyButton, isCopied && styles.copied)} onClick={() => void copy()}>
        <Icon name={isCopied ? 'check' : 'copy'} size={16} />
        <span aria-live="polite">{isCopied ? copiedLabel : copyLabel}</span>
      </button>
    </div>
  );
}
