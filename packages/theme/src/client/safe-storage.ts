/**
 * Browser storage that never throws: private modes, full quotas and disabled cookies make
 * localStorage/sessionStorage throw, and a failed read or write must not crash the page.
 * A failing storage is logged once per page load, with the first error (its keys would only
 * repeat it), then treated as "nothing stored".
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

type StorageKind = 'localStorage' | 'sessionStorage';

/** The storages already reported on this page, shared by every caller. */
const reported = new Set<StorageKind>();

export function safeStorage(kind: StorageKind, log: (message: string, error: unknown) => void = console.warn): SafeStorage {
  const attempt = <T>(operation: string, key: string, fallback: T, run: (storage: Storage) => T): T => {
    try {
      if (typeof window === 'undefined') return fallback;
      return run(window[kind]);
    } catch (error) {
      if (!reported.has(kind)) {
        reported.add(kind);
        log(`${kind} is unavailable (${operation} "${key}" failed); nothing is remembered in it on this page`, error);
      }
      return fallback;
    }
  };
  return {
    get: (key) => attempt('getItem', key, null, (storage) => storage.getItem(key)),
    set: (key, value) => attempt('setItem', key, undefined, (storage) => storage.setItem(key, value)),
    remove: (key) => attempt('removeItem', key, undefined, (storage) => storage.removeItem(key)),
  };
}
