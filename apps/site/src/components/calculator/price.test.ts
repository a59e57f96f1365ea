import { describe, expect, it } from 'vitest';
import { formatPrice, parseQuantity, quote } from './price';

describe('parseQuantity', () => {
  it.each([
    ['8', { ok: true, value: 8 }],
    [' 2.5 ', { ok: true, value: 2.5 }],
    ['.5', { ok: true, value: 0.5 }],
    ['0', { ok: true, value: 0 }],
    ['', { ok: false, error: 'empty' }],
    ['   ', { ok: false, error: 'empty' }],
    ['-1', { ok: false, error: 'negative' }],
    ['abc', { ok: false, error: 'invalid' }],
    ['1e400', { ok: false, error: 'invalid' }],
    ['2,5', { ok: false, error: 'invalid' }],
    ['NaN', { ok: false, error: 'invalid' }],
    ['Infinity', { ok: false, error: 'invalid' }],
  ] as const)('%j → %j', (raw, expected) => {
    expect(parseQuantity(raw)).toEqual(expected);
  });
});

const zero = { memory: 0, cpu: 0, storage: 0, network: 0 };

describe('quote', () => {
  it.each([
    // memory 1 GB for 1 hour
    [{ ...zero, memory: 1 }, 1, 'hour', 0.02],
    // 4 GB + 2 cores for a day: (4 × 0.020329 + 2 × 0.038658) × 24 = 3.807168
    [{ ...zero, memory: 4, cpu: 2 }, 1, 'day', 3.81],
    // a month is 720 hours: 8 GB memory → 8 × 0.020329 × 720 = 117.09504
    [{ ...zero, memory: 8 }, 1, 'month', 117.1],
    // a year is 8640 hours: 100 GB storage → 100 × 0.000209 × 8640 = 180.576
    [{ ...zero, storage: 100 }, 1, 'year', 180.58],
    // 1000 MB network for 3 hours → 2.346
    [{ ...zero, network: 1000 }, 3, 'hour', 2.35],
    [zero, 5, 'year', 0],
  ] as const)('%j for %d %s costs %d', (quantities, duration, unit, total) => {
    expect(quote({ quantities, duration, unit }).total).toBe(total);
  });

  it('gives each line and the hours', () => {
    const result = quote({ quantities: { memory: 2, cpu: 1, storage: 50, network: 100 }, duration: 2, unit: 'day' });
    expect(result.hours).toBe(48);
    expect(result.lines).toEqual({ memory: 1.95, cpu: 1.86, storage: 0.5, network: 3.75 });
    expect(result.total).toBe(8.06);
  });
});

describe('formatPrice', () => {
  it('formats per locale', () => {
    expect(formatPrice(1234.5, 'zh-CN')).toBe('¥1,234.50');
    expect(formatPrice(1234.5, 'en-US')).toBe('CN¥1,234.50');
  });
});
