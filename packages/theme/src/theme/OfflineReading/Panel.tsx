import React, { useEffect, useState, type ReactElement } from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/OfflineReading/Panel';
import { askWorker, OFFLINE_SERVICE_WORKER, offlineManifestPath, type SavedVersion, type WorkerBroadcast } from '../../client/offline-reading';

type State =
  | { readonly kind: 'off' }
  | { readonly kind: 'saving'; readonly done: number; readonly total: number }
  | { readonly kind: 'saved'; readonly saved: SavedVersion }
  | { readonly kind: 'failed'; readonly reason: string };

/** The worker of this site's scope, registering it first when `register` (a reader who asks). */
async function activeWorker(url: string, scope: string, register: boolean): Promise<ServiceWorker | undefined> {
  if (register) {
    await navigator.serviceWorker.register(url, { scope });
    return (await navigator.serviceWorker.ready).active ?? undefined;
  }
  return (await navigator.serviceWorker.getRegistration(scope))?.active ?? undefined;
}

/**
 * What `@theme/OfflineReading` loads once a reader asks to save a version, or once the page finds
 * the service worker registered: the save with its progress, the saved copy's build, and removal.
 */
export default function OfflineReadingPanel({ version, saveLabel, saveNow }: Props): ReactElement {
  const { i18n, siteConfig } = useDocusaurusContext();
  const manifest = useBaseUrl(`/${offlineManifestPath(i18n.currentLocale, version)}`);
  const workerUrl = useBaseUrl(`/${OFFLINE_SERVICE_WORKER}`);
  const scope = siteConfig.baseUrl;
  const [state, setState] = useState<State>(saveNow ? { kind: 'saving', done: 0, total: 0 } : { kind: 'off' });

  /** Saves the version; the state says "saving" already, and changes as the worker answers. */
  const runSave = () =>
    activeWorker(workerUrl, scope, true)
      .then((worker) => {
        if (worker === undefined) throw new Error('no service worker');
        return askWorker(worker, { type: 'save', manifest }, (done, total) => setState({ kind: 'saving', done, total }));
      })
      .then((reply) => setState(reply.type === 'saved' ? { kind: 'saved', saved: reply.saved } : { kind: 'failed', reason: reply.type === 'failed' ? reply.reason : reply.type }))
      .catch((error: unknown) => setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) }));
  const save = () => {
    setState({ kind: 'saving', done: 0, total: 0 });
    void runSave();
  };
  const remove = async () => {
    const worker = await activeWorker(workerUrl, scope, false);
    if (worker !== undefined) await askWorker(worker, { type: 'remove', manifest });
    setState({ kind: 'off' });
  };

  useEffect(() => {
    const container = navigator.serviceWorker;
    let live = true;
    const show = (saved: SavedVersion | undefined) => live && saved !== undefined && setState({ kind: 'saved', saved });
    if (saveNow) void runSave();
    else
      void activeWorker(workerUrl, scope, false).then(async (worker) => {
        const reply = worker === undefined ? undefined : await askWorker(worker, { type: 'status' });
        if (reply?.type === 'status') show(reply.saved.find((saved) => saved.manifest === manifest));
      });
    const updated = ({ data }: MessageEvent<WorkerBroadcast>) => {
      if (data?.type === 'updated' && data.saved.manifest === manifest) show(data.saved);
    };
    container.addEventListener('message', updated);
    container.startMessages();
    return () => {
      live = false;
      container.removeEventListener('message', updated);
    };
    // Runs once per version: `save` starts at most one save, on the press that loaded the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [manifest]);

  return (
    <>
      {state.kind === 'saved' ? (
        <button type="button" className="button button--sm button--secondary margin-right--sm" onClick={() => void remove()}>
          <Translate id="theme.rainbond.offlineReading.remove" description="Button: deletes the version saved for offline reading">
            Remove the offline copy
          </Translate>
        </button>
      ) : (
        <button type="button" className="button button--sm button--secondary margin-right--sm" disabled={state.kind === 'saving'} onClick={save}>
          {saveLabel}
        </button>
      )}
      <span role="status">
        {state.kind === 'off' && (
          <Translate id="theme.rainbond.offlineReading.hint" description="Beside the offline button: what it does" values={{ version }}>
            {'Saves the {version} pages and their search in this browser, to read without a network.'}
          </Translate>
        )}
        {state.kind === 'saving' && (
          <Translate id="theme.rainbond.offlineReading.saving" description="While saving: files saved of all" values={{ done: state.done, total: state.total || '…' }}>
            {'Saving… {done} of {total} files'}
          </Translate>
        )}
        {state.kind === 'saved' && (
          <Translate id="theme.rainbond.offlineReading.saved" description="Once saved: the version and the day of the site's build it holds" values={{ version: state.saved.version, date: state.saved.made.slice(0, 10) }}>
            {'{version} is available offline (the site as built on {date}); it updates itself when the site changes.'}
          </Translate>
        )}
        {state.kind === 'saved' && state.saved.newer !== undefined && (
          <>
            {' '}
            <Translate id="theme.rainbond.offlineReading.behind" description="After the saved text, when the site has a newer build the copy could not fetch yet">
              The site has a newer build that could not be saved yet; the next page you open online tries again.
            </Translate>
          </>
        )}
        {state.kind === 'failed' && (
          <Translate id="theme.rainbond.offlineReading.failed" description="When saving failed, with the reason" values={{ reason: state.reason }}>
            {'Could not save the offline copy: {reason}'}
          </Translate>
        )}
      </span>
    </>
  );
}
