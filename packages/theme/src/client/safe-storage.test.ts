import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { safeStorage as SafeStorageFactory } from './safe-storage';

/** A fresh module per test: which storages were reported is kept per page load (module). */
let safeStorage: typeof SafeStorageFactory;
beforeEach(async () => {
  vi.resetModules();
  ({ safeStorage } = await import('./safe-storage'));
});

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing: Storage = {
  length: 0,
  clear: () => {
    throw new Error('denied');
  },
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  key: () => null,
  removeItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('safeStorage', () => {
  it('reads and writes the browser storage', () => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage() });
    const storage = safeStorage('sessionStorage');
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('logs a failing storage once for all its keys, operations and callers, and never throws', () => {
    vi.stubGlobal('window', { localStorage: throwing, sessionStorage: throwing });
    const log = vi.fn();
    const storage = safeStorage('localStorage', { log });
    expect(storage.get('theme')).toBeNull();
    expect(storage.get('version')).toBeNull();
    expect(() => storage.set('theme', 'dark')).not.toThrow();
    expect(() => safeStorage('localStorage', { log }).remove('recent')).not.toThrow();
    safeStorage('sessionStorage', { log }).get('dialog');
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'localStorage is unavailable (getItem "theme" failed); nothing is remembered in it on this page',
      'sessionStorage is unavailable (getItem "dialog" failed); nothing is remembered in it on this page',
    ]);
  });

  it('leaves a storage that cannot be opened to Docusaurus when Docusaurus reports it, but still reports failing operations', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const log = vi.fn();
    expect(safeStorage('localStorage', { log, accessReportedByDocusaurus: true }).get('recent')).toBeNull();
    expect(safeStorage('sessionStorage', { log }).get('dialog')).toBeNull();
    expect(log.mock.calls.map(([message]) => message)).toEqual(['sessionStorage is unavailable; nothing is remembered in it on this page']);
  });

  it('answers "nothing stored" during server rendering', () => {
    expect(safeStorage('sessionStorage', { log: vi.fn() }).get('a')).toBeNull();
  });
});
