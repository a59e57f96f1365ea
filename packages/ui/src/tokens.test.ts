import { describe, expect, it } from 'vitest';
import { brandColors, desktopMediaQuery } from './tokens';

describe('tokens', () => {
  it('treats 996 px as the last mobile width', () => {
    expect(desktopMediaQuery).toBe('(min-width: 997px)');
  });

  it('keeps the brand colours as six-digit hex values', () => {
    for (const colour of Object.values(brandColors)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});
