import { describe, expect, it } from 'vitest';
import { idlePrefetch } from './idle-prefetch';

function harness(costMs: number) {
  let clock = 0;
  const turns: Array<() => void> = [];
  const prefetched: string[] = [];
  const prefetch = idlePrefetch(
    (path) => {
      prefetched.push(path);
      clock += costMs;
      return Promise.resolve([]);
    },
    (callback) => turns.push(callback),
    () => clock,
    8,
  );
  const runTurn = () => turns.shift()?.();
  return { prefetch, prefetched, turns, runTurn };
}

describe('idlePrefetch', () => {
  it('prefetches nothing until the browser is idle', () => {
    const { prefetch, prefetched, turns } = harness(1);
    prefetch('/docs/a');
    prefetch('/docs/b');
    expect(prefetched).toEqual([]);
    expect(turns).toHaveLength(1);
  });

  it('spreads the queue over idle turns of the budget, in order, each path once', () => {
    const { prefetch, prefetched, runTurn, turns } = harness(3);
    for (const path of ['/a', '/b', '/a', '/c', '/d']) prefetch(path);
    runTurn();
    // 3 ms each: /a, /b and /c fit in a turn of 8 ms (the third starts at 6 ms).
    expect(prefetched).toEqual(['/a', '/b', '/c']);
    expect(turns).toHaveLength(1);
    runTurn();
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d']);
    expect(turns).toHaveLength(0);
  });

  it('runs at least one prefetch per turn, however slow', () => {
    const { prefetch, prefetched, runTurn } = harness(20);
    prefetch('/a');
    prefetch('/b');
    runTurn();
    expect(prefetched).toEqual(['/a']);
  });
});
