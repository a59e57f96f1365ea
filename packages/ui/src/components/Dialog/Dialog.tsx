import { useCallback, useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import * as styles from './Dialog.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons; one of them should call `onCancel`. Mark the one to focus with `data-autofocus`. */
  actions: ReactNode;
  /** Called by Escape. Clicking the mask does nothing: the dialog closes only through its actions. */
  onCancel: () => void;
  /** Width in pixels on wide screens; phones use the full width minus margins. */
  width?: number;
  /** `alertdialog` when the dialog interrupts the user with something that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moved in and trapped while
 * open, given back on close, Escape cancels, the page behind it does not scroll.
 */
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export function Dialog({ open, title, children, actions, onCancel, width = 600, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // False while rendering on the server and hydrating, so the portal target (document.body) exists.
  const mounted = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const cancel = useCallback(() => onCancel(), [onCancel]);
  useFocusTrap(dialogRef, open && mounted, cancel);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open || !mounted) return null;
  return createPortal(
    <div
      className={styles.mask}
      data-testid="dialog-mask"
      // A click on the mask must not take focus out of the dialog (and does not close it).
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children === undefined ? undefined : bodyId}
        tabIndex={-1}
        className={styles.dialog}
        style={{ maxWidth: width }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children !== undefined && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
