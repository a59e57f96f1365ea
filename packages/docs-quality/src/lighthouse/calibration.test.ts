import { describe, expect, it } from 'vitest';
import { calibratedMultiplier, nearbyControlWork } from './calibration.mjs';

describe('nearbyControlWork', () => {
  // Block i lies between control loads i and i + 1.
  const work = [300, 400, 310, 290, 900, 305];

  it('takes the median of the two control loads on each side of a block', () => {
    expect(nearbyControlWork(work, 2)).toBe((310 + 400) / 2); // loads 1–4: 400, 310, 290, 900
  });

  it('uses the loads there are at the ends of a run', () => {
    expect(nearbyControlWork(work, 0)).toBe(310); // loads 0–2
    expect(nearbyControlWork(work, 4)).toBe(305); // loads 3–5: 290, 900, 305
  });

  it('is not moved much by one slow load', () => {
    expect(nearbyControlWork(work, 3)).toBeLessThan(400); // loads 2–5, one of them 900
  });
});

describe('calibratedMultiplier', () => {
  it('gives the control its reference work', () => {
    expect(calibratedMultiplier(1250, 312.5)).toBe(4);
    expect(calibratedMultiplier(1250, 625)).toBe(2); // a host twice as slow gets half the slowdown
  });

  it('fails clearly when the control did no work', () => {
    expect(() => calibratedMultiplier(1250, 0)).toThrow(/control page recorded no main-thread work/);
  });
});
