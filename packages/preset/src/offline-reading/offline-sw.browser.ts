/**
 * The offline-reading service worker (built to `offline-sw.min.js`; postbuild writes it to the
 * site's root as `offline-sw.js`). A docs page registers it only when the reader asks to save a
 * version (`@theme/OfflineReading`); for everyone else it does not exist.
 *
 * - Saving a version fetches every file its manifest lists into a cache of that build.
 * - Pages and files of a saved version come from the network while there is one, so a reader
 *   online always gets the deployed site; without a network they come from the cache, and a page
 *   says at its top that it is the saved copy, of which build, and whether a newer one exists.
 *   Files under `/assets/` are named by their content, so they come from the cache first.
 * - Each page load of a saved version online asks for its manifest again (a revalidation, usually
 *   a 304): a new build is saved beside the old one, reusing the files whose hash did not change,
 *   and replaces it only once complete; open pages are told.
 * - Everything else goes to the network untouched.
 */
import type { OfflineManifest, SavedVersion, WorkerBroadcast, WorkerReply, WorkerRequest } from '@rainbond/docusaurus-theme';
import { escapeHtml } from '../offline-bundles/escape-html';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: WorkerRequest;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void>; matchAll(): Promise<ReadonlyArray<{ postMessage(message: WorkerBroadcast): void }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
/** The saved versions: one entry per manifest URL, the `SavedVersion` and the name of its cache. */
const REGISTRY = 'rainbond-offline';
const PARALLEL_FETCHES = 6;

interface RegistryEntry extends SavedVersion {
  readonly cache: string;
}

async function registry(): Promise<RegistryEntry[]> {
  // Looking must not create the registry: a worker whose copies were all removed leaves no cache behind.
  if (!(await caches.has(REGISTRY))) return [];
  const cache = await caches.open(REGISTRY);
  const entries = await Promise.all((await cache.keys()).map(async (key) => (await cache.match(key))?.json() as Promise<RegistryEntry> | undefined));
  return entries.filter((entry): entry is RegistryEntry => entry !== undefined);
}

async function record(entry: RegistryEntry): Promise<void> {
  await (await caches.open(REGISTRY)).put(entry.manifest, new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }));
}

function saved({ cache: _cache, ...version }: RegistryEntry): SavedVersion {
  return version;
}

/** The manifest a saved version was saved from (kept in its cache). */
async function savedManifest(entry: RegistryEntry): Promise<OfflineManifest | undefined> {
  return (await (await caches.open(entry.cache)).match(entry.manifest))?.json() as Promise<OfflineManifest | undefined>;
}

async function fetchManifest(url: string): Promise<{ manifest: OfflineManifest; response: Response }> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { manifest: (await response.clone().json()) as OfflineManifest, response };
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same saved version: a save, an update and a removal never interleave. */
function exclusive<T>(manifestUrl: string, task: () => Promise<T>): Promise<T> {
  const next = (queues.get(manifestUrl) ?? Promise.resolve()).then(task);
  queues.set(manifestUrl, next.catch(() => undefined));
  return next;
}

/**
 * Saves the build a manifest describes into a cache of its own, copying the files whose hash is
 * the same in the copy already saved, then makes it the saved copy and drops the old one. Run
 * inside `exclusive`.
 */
async function saveBuild(manifestUrl: string, onProgress: (done: number, total: number) => void): Promise<RegistryEntry> {
  const { manifest, response } = await fetchManifest(manifestUrl);
  const previous = (await registry()).find((entry) => entry.manifest === manifestUrl);
  if (previous !== undefined && previous.build === manifest.build) return previous;
  const oldManifest = previous === undefined ? undefined : await savedManifest(previous);
  const oldHashes = new Map(oldManifest?.files ?? []);
  const oldCache = previous === undefined ? undefined : await caches.open(previous.cache);
  const name = `${REGISTRY} ${manifestUrl} ${manifest.build}`;
  const cache = await caches.open(name);
  let done = 0;
  const queue = [...manifest.files];
  const next = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const [url, hash] = file;
      const kept = oldHashes.get(url) === hash ? await oldCache?.match(url) : undefined;
      if (kept !== undefined) await cache.put(url, kept);
      else {
        const fetched = await fetch(url, { cache: 'no-cache' });
        if (!fetched.ok) throw new Error(`${url}: HTTP ${fetched.status}`);
        await cache.put(url, fetched);
      }
      done += 1;
      if (done % 25 === 0 || done === manifest.files.length) onProgress(done, manifest.files.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL_FETCHES }, next));
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  await cache.put(manifestUrl, response);
  const entry: RegistryEntry = { manifest: manifestUrl, version: manifest.version, locale: manifest.locale, build: manifest.build, made: manifest.made, home: manifest.home, cache: name };
  await record(entry);
  if (previous !== undefined && previous.cache !== name) await caches.delete(previous.cache);
  return entry;
}

/** A reader's save: the version's current build, after whatever else is running for it. */
function save(manifestUrl: string, onProgress: (done: number, total: number) => void): Promise<RegistryEntry> {
  return exclusive(manifestUrl, () => saveBuild(manifestUrl, onProgress));
}

function remove(manifestUrl: string): Promise<void> {
  return exclusive(manifestUrl, async () => {
    const entry = (await registry()).find((candidate) => candidate.manifest === manifestUrl);
    if (entry !== undefined) await caches.delete(entry.cache);
    if (await caches.has(REGISTRY)) await (await caches.open(REGISTRY)).delete(manifestUrl);
    // With nothing saved, the worker has no reason to exist.
    if ((await registry()).length === 0) {
      await caches.delete(REGISTRY);
      await worker.registration.unregister();
    }
  });
}

/**
 * Asks whether a saved version's build is still the site's; saves the new one when it is not. The
 * open pages are told either way: the copy now holds the new build, or it is behind the site
 * (a file of the new build could not be fetched) and says so until a later page load saves it.
 * A version removed meanwhile is left alone.
 */
const checking = new Set<string>();
async function checkForUpdate(manifestUrl: string): Promise<void> {
  if (checking.has(manifestUrl)) return;
  checking.add(manifestUrl);
  const tell = async (version: SavedVersion) => {
    for (const client of await worker.clients.matchAll()) client.postMessage({ type: 'updated', saved: version });
  };
  try {
    await exclusive(manifestUrl, async () => {
      const entry = (await registry()).find((candidate) => candidate.manifest === manifestUrl);
      if (entry === undefined) return;
      const { manifest } = await fetchManifest(manifestUrl);
      if (manifest.build === entry.build) return;
      const behind: RegistryEntry = { ...entry, newer: manifest.build };
      await record(behind);
      await tell(saved(await saveBuild(manifestUrl, () => undefined).catch(() => behind)));
    });
  } catch {
    // No network: the saved copy stays as it is.
  } finally {
    checking.delete(manifestUrl);
  }
}

/** The saved version holding a URL, and the key it is cached under (`/a/`, `/a.html` and `/a` are one page; the query is ignored). */
async function lookup(url: URL): Promise<{ entry: RegistryEntry; cache: Cache; key: string } | undefined> {
  const path = url.pathname;
  const candidates = [path, path.replace(/\/$/, ''), path.replace(/\.html$/, ''), path.replace(/\/index\.html$/, '')].filter((candidate, index, all) => candidate !== '' && all.indexOf(candidate) === index);
  for (const entry of await registry()) {
    const cache = await caches.open(entry.cache);
    for (const key of candidates) if ((await cache.match(key)) !== undefined) return { entry, cache, key };
  }
  return undefined;
}


const NOTICE_STYLE = 'padding:.5rem 1rem;text-align:center;font-size:.875rem;background:#fff4ce;color:#3d2f00';

function htmlResponse(html: string, from?: Response): Response {
  const headers = new Headers(from?.headers ?? { 'content-type': 'text/html; charset=utf-8' });
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: from?.status ?? 503, statusText: from?.statusText ?? 'Service Unavailable', headers });
}

/**
 * A page from the saved copy: a notice at its top (outside the app's root, which hydration never
 * sees), and its app held for good. The copy saves no app scripts: the page is complete without
 * them, as in the offline bundles, and its inline scripts still answer tabs and menus; the search
 * field sends its query to the saved search page (`data-offline-search`, as in a bundle).
 */
async function fromSavedCopy(response: Response, manifest: OfflineManifest | undefined, entry: RegistryEntry): Promise<Response> {
  if (manifest === undefined) return response;
  const date = entry.made.slice(0, 10);
  const text = [manifest.notice.offline, ...(entry.newer !== undefined ? [manifest.notice.newer] : [])].map((line) => line.replace('{date}', date)).join(' ');
  const notice = `<div role="status" data-offline-copy style="${NOTICE_STYLE}">${escapeHtml(text)}</div>`;
  const html = (await response.text())
    .replace(/<body\b[^>]*>/i, (body) => `${body}${notice}`)
    .replace(/\btype=(["']?)text\/x-start-on-intent\1/g, 'type=text/x-saved-copy')
    // Without the app, the theme's search field sends its query to the saved search page.
    .replace(/<html\b/i, `<html data-offline-search="${escapeHtml(manifest.searchPage)}"`);
  return htmlResponse(html, response);
}

/** In place of a page that is in no saved copy, without a network: says so and links the saved versions' homes. */
async function notSaved(): Promise<Response> {
  const entries = await registry();
  const first = entries[0];
  const manifest = first === undefined ? undefined : await savedManifest(first);
  if (manifest === undefined) return Response.error();
  const links = entries.map((entry) => `<li><a href="${escapeHtml(entry.home)}">${escapeHtml(entry.version)} (${escapeHtml(entry.locale)})</a></li>`).join('');
  return htmlResponse(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(manifest.version)}</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><p role="status" data-offline-copy style="${NOTICE_STYLE}">${escapeHtml(manifest.notice.notSaved)}</p><ul>${links}</ul></body>`);
}

async function respond(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const found = await lookup(new URL(request.url));
  if (found === undefined) return request.mode === 'navigate' ? fetch(request).catch(notSaved) : fetch(request);
  const { entry, cache, key } = found;
  const cached = async () => (await cache.match(key)) ?? Response.error();
  if (request.mode !== 'navigate' && new URL(request.url).pathname.includes('/assets/')) return cached();
  try {
    const response = await fetch(request);
    if (request.mode === 'navigate') event.waitUntil(checkForUpdate(entry.manifest));
    return response;
  } catch {
    return request.mode === 'navigate' ? fromSavedCopy(await cached(), await savedManifest(entry), entry) : cached();
  }
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin) return;
  event.respondWith(respond(event));
});

worker.addEventListener('message', (event) => {
  const port = event.ports[0];
  const reply = (message: WorkerReply) => port?.postMessage(message);
  const request = event.data;
  const handled = (async () => {
    try {
      if (request.type === 'status') reply({ type: 'status', saved: (await registry()).map(saved) });
      else if (request.type === 'save') reply({ type: 'saved', saved: saved(await save(request.manifest, (done, total) => reply({ type: 'progress', done, total }))) });
      else {
        await remove(request.manifest);
        reply({ type: 'removed' });
      }
    } catch (error) {
      reply({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  })();
  event.waitUntil(handled);
});
