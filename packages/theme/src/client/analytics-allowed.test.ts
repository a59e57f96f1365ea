import { describe, expect, it } from 'vitest';
import { analyticsAllowed } from './analytics-allowed';

const visitor = { doNotTrack: null, globalPrivacyControl: undefined, webdriver: false };

describe('analyticsAllowed', () => {
  it('allows a visitor who sends no opt-out', () => {
    expect(analyticsAllowed(visitor)).toBe(true);
    expect(analyticsAllowed({ ...visitor, doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });

  it('respects Do-Not-Track and Global Privacy Control', () => {
    expect(analyticsAllowed({ ...visitor, doNotTrack: '1' })).toBe(false);
    expect(analyticsAllowed({ ...visitor, doNotTrack: 'yes' })).toBe(false);
    expect(analyticsAllowed({ ...visitor, globalPrivacyControl: true })).toBe(false);
  });

  it('stays off in automated browsers (tests, Lighthouse)', () => {
    expect(analyticsAllowed({ ...visitor, webdriver: true })).toBe(false);
  });
});
