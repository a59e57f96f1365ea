/**
 * Browser storage that never throws: private modes, full quotas and disabled cookies make
 * localStorage/sessionStorage throw, and a failed read or write must not crash the page.
 * A failing storage is logged once per page load, with the first error (its keys would only
 * repeat it). What is written while it fails is kept in memory until the page reloads, so a
 * choice made on one page (a dismissed dialog, a recent search) holds on the next client-side one.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export type StorageKind = 'localStorage' | 'sessionStorage';

export interface SafeStorageOptions {
  readonly log?: (message: string, error: unknown) => void;
  /**
   * Docusaurus's own storage (colour mode, docs version, announcement bar) warns once when
   * reading `window[kind]` throws for the kind the site config names; that failure is then not
   * reported a second time. Failing reads and writes on a storage that opened are still ours.
   */
  readonly accessReportedByDocusaurus?: boolean;
}

/** The storages already reported on this page, shared by every caller. */
const reported = new Set<StorageKind>();

/** Values whose last write failed, per storage, shared by every caller until the page reloads. */
const unsaved: Record<StorageKind, Map<string, string | null>> = { localStorage: new Map(), sessionStorage: new Map() };

export function safeStorage(kind: StorageKind, { log = console.warn, accessReportedByDocusaurus = false }: SafeStorageOptions = {}): SafeStorage {
  const report = (message: string, error: unknown) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    log(message, error);
  };
  const attempt = <T>(operation: string, key: string, fallback: T, run: (storage: Storage) => T): T => {
    if (typeof window === 'undefined') return fallback;
    let storage: Storage;
    try {
      storage = window[kind];
    } catch (error) {
      if (accessReportedByDocusaurus) reported.add(kind);
      else report(`${kind} is unavailable; what is stored in it lasts until the page reloads`, error);
      return fallback;
    }
    try {
      return run(storage);
    } catch (error) {
      report(`${kind} is unavailable (${operation} "${key}" failed); what is stored in it lasts until the page reloads`, error);
      return fallback;
    }
  };
  const memory = unsaved[kind];
  const write = (operation: string, key: string, value: string | null, run: (storage: Storage) => void) => {
    const saved = attempt(operation, key, false, (storage) => {
      run(storage);
      return true;
    });
    if (saved) memory.delete(key);
    else if (typeof window !== 'undefined') memory.set(key, value);
  };
  return {
    get: (key) => (memory.has(key) ? (memory.get(key) ?? null) : attempt('getItem', key, null, (storage) => storage.getItem(key))),
    set: (key, value) => write('setItem', key, value, (storage) => storage.setItem(key, value)),
    remove: (key) => write('removeItem', key, null, (storage) => storage.removeItem(key)),
  };
}
