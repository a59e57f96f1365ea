import React, { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import { Button, Dialog } from '@rainbond/ui';
import type { RainbondThemeConfig } from '../../theme-config';
import { safeStorage } from '../../client/safe-storage';
import { markSupportDialogShown, millisecondsUntilSupportDialog } from '../../client/support-dialog-schedule';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The support dialog: opens `delayMs` after the first page of the browser session that is not the
 * home page, once per session (sessionStorage). Only its cancel action (or Escape) closes it.
 */
export default function SupportDialog(): React.ReactElement | null {
  const { supportDialog } = useThemeConfig() as unknown as RainbondThemeConfig;
  const { pathname } = useLocation();
  const homePath = useBaseUrl('/');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (supportDialog === false || open) return undefined;
    const storage = safeStorage('sessionStorage');
    const wait = millisecondsUntilSupportDialog(storage, {
      now: Date.now(),
      isHomePage: withoutTrailingSlash(pathname) === withoutTrailingSlash(homePath),
      delayMs: supportDialog.delayMs,
    });
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => {
      markSupportDialogShown(storage, Date.now());
      setOpen(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [supportDialog, pathname, homePath, open]);

  if (supportDialog === false) return null;
  return (
    <Dialog
      open={open}
      onCancel={close}
      title={supportDialog.title}
      width={supportDialog.width}
      actions={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {translate({ id: 'theme.rainbond.supportDialog.cancel', message: 'Cancel', description: 'The button that closes the support dialog' })}
          </Button>
          {supportDialog.actions.map((action) => (
            <Button key={action.label} href={action.to ?? action.href ?? '/'}>
              {action.label}
            </Button>
          ))}
        </>
      }
    >
      {supportDialog.body.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Dialog>
  );
}
