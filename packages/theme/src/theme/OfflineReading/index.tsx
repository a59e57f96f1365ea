import React, { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/OfflineReading';

/** The save, its progress and the saved copy's state: loaded only for a reader who asks, or who has a saved copy. */
const OfflineReadingPanel = lazy(() => import('@theme/OfflineReading/Panel'));

/**
 * "Make V6.2 available offline" under a docs page (themeConfig `offlineReading`). Nothing runs for
 * a reader who does not press it: the preset's service worker is registered on that press, then
 * saves the version's pages and search and keeps them in step with the site's builds. A page
 * whose site already has the worker registered shows the saved copy's state.
 */
export default function OfflineReading({ version }: Props): ReactElement | null {
  const { siteConfig } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const [panel, setPanel] = useState<'none' | 'status' | 'save'>('none');

  useEffect(() => {
    void navigator.serviceWorker?.getRegistration(siteConfig.baseUrl).then((registration) => {
      if (registration?.active) setPanel((shown) => (shown === 'none' ? 'status' : shown));
    });
  }, [siteConfig.baseUrl]);

  // A browser without service workers (or a page not served over HTTPS) cannot save anything.
  if (isBrowser && !('serviceWorker' in navigator)) return null;
  const saveLabel = translate({ id: 'theme.rainbond.offlineReading.save', message: 'Make {version} available offline', description: 'Button under docs pages: saves the version in the browser' }, { version });
  const shell = (
    <>
      <button type="button" className="button button--sm button--secondary margin-right--sm" disabled={panel === 'save'} onClick={() => setPanel('save')}>
        {saveLabel}
      </button>
      <span role="status">
        <Translate id="theme.rainbond.offlineReading.hint" description="Beside the offline button: what it does" values={{ version }}>
          {'Saves the {version} pages and their search in this browser, to read without a network.'}
        </Translate>
      </span>
    </>
  );
  return (
    <section className="margin-top--md" data-offline-reading="">
      {panel === 'none' ? (
        shell
      ) : (
        <Suspense fallback={shell}>
          <OfflineReadingPanel version={version} saveLabel={saveLabel} saveNow={panel === 'save'} />
        </Suspense>
      )}
    </section>
  );
}
