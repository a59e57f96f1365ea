/**
 * Browser storage that never throws: private modes, full quotas and disabled cookies make
 * localStorage/sessionStorage throw, and a failed read or write must not crash the page.
 * Failures are logged once per key and operation, then treated as "nothing stored".
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

type StorageKind = 'localStorage' | 'sessionStorage';

export function safeStorage(kind: StorageKind, log: (message: string, error: unknown) => void = console.error): SafeStorage {
  const logged = new Set<string>();
  const attempt = <T>(operation: string, key: string, fallback: T, run: (storage: Storage) => T): T => {
    try {
      if (typeof window === 'undefined') return fallback;
      return run(window[kind]);
    } catch (error) {
      const id = `${operation}:${key}`;
      if (!logged.has(id)) {
        logged.add(id);
        log(`${kind}.${operation}("${key}") failed; continuing without it`, error);
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
