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
      'localStorage is unavailable (getItem "theme" failed); what is stored in it lasts until the page reloads',
      'sessionStorage is unavailable (getItem "dialog" failed); what is stored in it lasts until the page reloads',
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
    expect(log.mock.calls.map(([message]) => message)).toEqual(['sessionStorage is unavailable; what is stored in it lasts until the page reloads']);
  });

  it('keeps what is written while the storage fails until the page reloads, for every caller', () => {
    vi.stubGlobal('window', { sessionStorage: throwing });
    const log = vi.fn();
    safeStorage('sessionStorage', { log }).set('dialog', 'shown');
    expect(safeStorage('sessionStorage', { log }).get('dialog')).toBe('shown');
    safeStorage('sessionStorage', { log }).remove('dialog');
    expect(safeStorage('sessionStorage', { log }).get('dialog')).toBeNull();
    expect(safeStorage('localStorage', { log }).get('dialog')).toBeNull();
  });

  it('lets a write that succeeds again replace the value kept in memory', () => {
    let failing = true;
    const data = memoryStorage();
    const flaky: Storage = { ...data, getItem: (key) => data.getItem(key), setItem: (key, value) => (failing ? throwing.setItem(key, value) : data.setItem(key, value)) };
    vi.stubGlobal('window', { localStorage: flaky });
    const storage = safeStorage('localStorage', { log: vi.fn() });
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    failing = false;
    storage.set('theme', 'light');
    expect(storage.get('theme')).toBe('light');
    expect(data.getItem('theme')).toBe('light');
  });

  it('answers "nothing stored" during server rendering', () => {
    expect(safeStorage('sessionStorage', { log: vi.fn() }).get('a')).toBeNull();
  });
});
