import type { SafeStorage } from '../safe-storage';

/** A page the reader opened from search, kept as recent or starred as a favourite. */
export interface SavedHit {
  readonly url: string;
  readonly title: string;
  /** The heading trail or page title it came from. */
  readonly context?: string;
}

export const RECENT_LIMIT = 7;
export const RECENT_SHOWN_ON_SMALL_SCREENS = 4;
export const FAVOURITE_LIMIT = 10;

const KEYS = { recent: 'rainbond-theme.search.recent', favourites: 'rainbond-theme.search.favourites' } as const;

function read(storage: SafeStorage, key: string): SavedHit[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is SavedHit => typeof item?.url === 'string' && typeof item?.title === 'string') : [];
  } catch {
    return [];
  }
}

function write(storage: SafeStorage, key: string, items: readonly SavedHit[]): void {
  storage.set(key, JSON.stringify(items));
}

/** Recent hits (newest first, at most 7) and favourites (at most 10) in local storage. */
export function searchHistory(storage: SafeStorage) {
  return {
    recent: () => read(storage, KEYS.recent),
    favourites: () => read(storage, KEYS.favourites),
    /** Records an opened hit: moves it to the front, drops duplicates and the oldest beyond 7. */
    addRecent(hit: SavedHit): SavedHit[] {
      const next = [hit, ...read(storage, KEYS.recent).filter((item) => item.url !== hit.url)].slice(0, RECENT_LIMIT);
      write(storage, KEYS.recent, next);
      return next;
    },
    removeRecent(url: string): SavedHit[] {
      const next = read(storage, KEYS.recent).filter((item) => item.url !== url);
      write(storage, KEYS.recent, next);
      return next;
    },
    /** Stars or unstars a hit; starring an eleventh drops the oldest favourite. */
    toggleFavourite(hit: SavedHit): SavedHit[] {
      const current = read(storage, KEYS.favourites);
      const next = current.some((item) => item.url === hit.url)
        ? current.filter((item) => item.url !== hit.url)
        : [hit, ...current].slice(0, FAVOURITE_LIMIT);
      write(storage, KEYS.favourites, next);
      return next;
    },
  };
}
