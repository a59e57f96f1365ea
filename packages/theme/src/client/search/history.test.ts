import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../safe-storage';
import { FAVOURITE_LIMIT, RECENT_LIMIT, searchHistory } from './history';

function memory(): SafeStorage {
  const data = new Map<string, string>();
  return { get: (key) => data.get(key) ?? null, set: (key, value) => void data.set(key, value), remove: (key) => void data.delete(key) };
}

const hit = (n: number) => ({ url: `/docs/page-${n}`, title: `Page ${n}` });

describe('searchHistory', () => {
  it('keeps the 7 most recent hits, newest first, without duplicates', () => {
    const history = searchHistory(memory());
    for (let n = 1; n <= 9; n += 1) history.addRecent(hit(n));
    history.addRecent(hit(5));
    const urls = history.recent().map((item) => item.url);
    expect(urls).toHaveLength(RECENT_LIMIT);
    expect(urls[0]).toBe('/docs/page-5');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).not.toContain('/docs/page-1');
  });

  it('toggles favourites and keeps at most 10', () => {
    const history = searchHistory(memory());
    for (let n = 1; n <= 11; n += 1) history.toggleFavourite(hit(n));
    expect(history.favourites()).toHaveLength(FAVOURITE_LIMIT);
    history.toggleFavourite(hit(11));
    expect(history.favourites().map((item) => item.url)).not.toContain('/docs/page-11');
  });

  it('treats unreadable storage as empty', () => {
    const storage = memory();
    storage.set('rainbond-theme.search.recent', '{not json');
    expect(searchHistory(storage).recent()).toEqual([]);
  });
});
