import { describe, expect, it } from 'vitest';
import { dateTimeFormat, selectPluralForm } from './intl-cache';

describe('dateTimeFormat', () => {
  it('returns one formatter per locale and options', () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { ...options }));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('zh-Hans', options));
    expect(dateTimeFormat('en', options).format(new Date('2024-03-05T00:00:00Z'))).toBe('March 5, 2024');
  });
});

describe('selectPluralForm', () => {
  const message = 'One min read|7 min read';
  it('picks the form of the count in English', () => {
    expect(selectPluralForm('en', 1, message)).toBe('One min read');
    expect(selectPluralForm('en', 7, message)).toBe('7 min read');
  });
  it('uses the only form when the locale has one category or the message one form', () => {
    expect(selectPluralForm('zh-Hans', 1, message)).toBe('One min read');
    expect(selectPluralForm('en', 7, '阅读需 7 分钟')).toBe('阅读需 7 分钟');
  });
  it('falls back to the last form when the message has fewer forms than the locale', () => {
    expect(selectPluralForm('ru', 5, 'одна|много')).toBe('много');
  });
});
