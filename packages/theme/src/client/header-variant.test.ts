import { describe, expect, it } from 'vitest';
import { headerVariantFor } from './header-variant';

describe('headerVariantFor', () => {
  it.each([
    ['/docs', 'docs'],
    ['/en/docs/5.17/quick-start', 'docs'],
    ['/blog/whatrainbond', 'docs'],
    ['/en/community', 'docs'],
    ['/changelog', 'docs'],
    ['/', 'marketing'],
    ['/en/', 'marketing'],
    ['/enterprise_server', 'marketing'],
    ['/case/boe', 'marketing'],
    ['/docsearch-tips', 'marketing'],
  ] as const)('%s gets the %s header', (pathname, variant) => {
    expect(headerVariantFor(pathname)).toBe(variant);
  });

  it('takes the words from config', () => {
    expect(headerVariantFor('/guides/x', ['guides'])).toBe('docs');
    expect(headerVariantFor('/docs/x', ['guides'])).toBe('marketing');
  });
});
