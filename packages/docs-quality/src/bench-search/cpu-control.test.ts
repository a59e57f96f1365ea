import { describe, expect, it } from 'vitest';
import { calibratedMs } from './cpu-control';

describe('calibratedMs', () => {
  it('scales a latency by how much slower or faster the control ran than on the reference machine', () => {
    expect(calibratedMs(300, 28, 14)).toBe(150); // a host twice as slow
    expect(calibratedMs(100, 7, 14)).toBe(200); // a host twice as fast
    expect(calibratedMs(120, 14, 14)).toBe(120);
  });

  it('refuses a control that did not run', () => {
    expect(() => calibratedMs(100, 0, 14)).toThrow(/did not run/);
  });
});
