import { describe, expect, it } from 'vitest';
import { readFeedbackAnswer, saveFeedbackAnswer } from './doc-feedback';
import { safeStorage, type SafeStorage } from './safe-storage';

function memoryStorage(): SafeStorage {
  const items = new Map<string, string>();
  return { get: (key) => items.get(key) ?? null, set: (key, value) => void items.set(key, value), remove: (key) => void items.delete(key) };
}

describe('doc feedback', () => {
  it('remembers the answer per page', () => {
    const storage = memoryStorage();
    saveFeedbackAnswer(storage, '/docs/a', 'no');
    expect(readFeedbackAnswer(storage, '/docs/a')).toBe('no');
    expect(readFeedbackAnswer(storage, '/docs/b')).toBeNull();
  });

  it('ignores values it did not write', () => {
    const storage = memoryStorage();
    storage.set('rainbond-theme.doc-feedback:/docs/a', 'maybe');
    expect(readFeedbackAnswer(storage, '/docs/a')).toBeNull();
  });

  it('treats failing storage as nothing stored', () => {
    const storage = safeStorage('localStorage', { log: () => {} });
    expect(readFeedbackAnswer(storage, '/docs/a')).toBeNull();
    expect(() => saveFeedbackAnswer(storage, '/docs/a', 'yes')).not.toThrow();
  });
});
