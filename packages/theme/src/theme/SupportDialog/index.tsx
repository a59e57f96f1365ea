import React, { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { RainbondThemeConfig } from '../../theme-config';
import { siteSafeStorage } from '../../client/site-storage';
import { markSupportDialogShown, millisecondsUntilSupportDialog } from '../../client/support-dialog-schedule';

/** The dialog itself downloads when it first opens, minutes into a visit, not with every page. */
const SupportDialogWindow = lazy(() => import('@theme/SupportDialog/Window'));

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
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (supportDialog === false || open) return undefined;
    const storage = siteSafeStorage('sessionStorage');
    const wait = millisecondsUntilSupportDialog(storage, {
      now: Date.now(),
      isHomePage: withoutTrailingSlash(pathname) === withoutTrailingSlash(homePath),
      delayMs: supportDialog.delayMs,
    });
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => {
      markSupportDialogShown(storage, Date.now());
      setOpened(true);
      setOpen(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [supportDialog, pathname, homePath, open]);

  if (supportDialog === false || !opened) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialogWindow open={open} onClose={close} config={supportDialog} />
    </Suspense>
  );
}
