import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl } from './doc-feedback-issue';

describe('doc feedback issue', () => {
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
