/**
 * Offline reading in the browser: what the docs page (`@theme/OfflineReading`) and the preset's
 * service worker (`offline-sw.js`, written by its postbuild with one manifest per docs version and
 * locale) say to each other. The worker is registered only when a reader asks for a version.
 */

/** The service worker's file, under the site's base URL. */
export const OFFLINE_SERVICE_WORKER = 'offline-sw.js';

/** The manifest of a docs version in a locale, under the site's base URL. */
export function offlineManifestPath(locale: string, version: string): string {
  return `offline/${locale}/${version.toLowerCase()}.json`;
}

/** What a reader saves: every file a version's pages and its search use, by URL, with a hash of each. */
export interface OfflineManifest {
  /** Changes whenever a file changes: a new build of the site with other content. */
  readonly build: string;
  readonly version: string;
  readonly locale: string;
  /** When the site was built (ISO 8601). */
  readonly made: string;
  /** The version's home page. */
  readonly home: string;
  /** The locale's search page, which the copy saves: the navbar's search field leads there without the app. */
  readonly searchPage: string;
  readonly bytes: number;
  readonly files: ReadonlyArray<readonly [url: string, hash: string]>;
  /**
   * What the worker says without a network: at the top of a page from the saved copy (`offline`;
   * `{date}` is the build's day), when it knows of a newer build (`newer`), and in place of a page
   * that is not saved (`notSaved`, followed by links to the saved versions).
   */
  readonly notice: { readonly offline: string; readonly newer: string; readonly notSaved: string };
}

/** A saved version, as the worker reports it. */
export interface SavedVersion {
  /** The manifest's URL: the version's key. */
  readonly manifest: string;
  readonly version: string;
  readonly locale: string;
  readonly build: string;
  readonly made: string;
  readonly home: string;
  /** The build the site now has, when the worker saw a newer one it could not save yet. */
  readonly newer?: string;
}

export type WorkerRequest = { readonly type: 'status' } | { readonly type: 'save'; readonly manifest: string } | { readonly type: 'remove'; readonly manifest: string };

export type WorkerReply =
  | { readonly type: 'status'; readonly saved: readonly SavedVersion[] }
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'saved'; readonly saved: SavedVersion }
  | { readonly type: 'failed'; readonly reason: string }
  | { readonly type: 'removed' };

/** What the worker tells every open page: a saved version was brought up to a new build. */
export type WorkerBroadcast = { readonly type: 'updated'; readonly saved: SavedVersion };

/** Sends `request` to the worker; resolves with its answer, passing progress reports to `onProgress` on the way. */
export function askWorker(worker: ServiceWorker, request: WorkerRequest, onProgress?: (done: number, total: number) => void): Promise<WorkerReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.type === 'progress') onProgress?.(data.done, data.total);
      else {
        channel.port1.close();
        resolve(data);
      }
    };
    worker.postMessage(request, [channel.port2]);
  });
}
