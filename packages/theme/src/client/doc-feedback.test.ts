import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl, readFeedbackAnswer, saveFeedbackAnswer } from './doc-feedback';
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

  it('prefills the issue with the page, its version, its locale and the comment', () => {
    const url = new URL(
      feedbackIssueUrl('https://github.com/o/r/issues/new', ['docs'], {
        title: 'Docs feedback: Install',
        pageTitle: 'Install',
        pageUrl: 'https://example.com/en/docs/install',
        version: 'V6.2',
        locale: 'en',
        comment: ' The helm values are missing. ',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/o/r/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Install');
    expect(url.searchParams.get('body')).toBe('- Page: [Install](https://example.com/en/docs/install)\n- Version: V6.2\n- Locale: en\n\nThe helm values are missing.\n');
    expect(url.searchParams.get('labels')).toBe('docs');
  });

  it('leaves out an empty comment and labels', () => {
    const url = new URL(feedbackIssueUrl('https://github.com/o/r/issues/new', [], { title: 't', pageTitle: 'p', pageUrl: 'u', locale: 'zh', comment: '' }));
    expect(url.searchParams.get('body')).toBe('- Page: [p](u)\n- Locale: zh\n');
    expect(url.searchParams.has('labels')).toBe(false);
  });
});
