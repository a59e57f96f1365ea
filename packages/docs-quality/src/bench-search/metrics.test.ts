import { describe, expect, it } from 'vitest';
import { combine, percentile, rankOf, relevance } from './metrics';

describe('search benchmark metrics', () => {
  it('ranks the first expected page, 1-based', () => {
    expect(rankOf(['/a', '/b', '/c'], ['/c', '/b'])).toBe(2);
    expect(rankOf(['/a'], ['/z'])).toBeUndefined();
  });

  it('computes top-1, top-3 and MRR with misses counting zero', () => {
    const result = relevance([1, 2, 4, undefined]);
    expect(result.top1).toBe(0.25);
    expect(result.top3).toBe(0.5);
    expect(result.mrr).toBeCloseTo((1 + 0.5 + 0.25) / 4);
  });

  it('combines groups weighted by their query counts', () => {
    const all = combine([relevance([1, 1, 1]), relevance([undefined])]);
    expect(all).toEqual({ queries: 4, top1: 0.75, top3: 0.75, mrr: 0.75 });
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
  });
});
