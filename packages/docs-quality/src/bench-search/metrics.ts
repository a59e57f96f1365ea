/** Relevance and latency figures of the search benchmark; pure, so they are unit-tested. */

/** 1-based rank of the first expected page among the result pages, or undefined when none is there. */
export function rankOf(results: readonly string[], expected: readonly string[]): number | undefined {
  const index = results.findIndex((url) => expected.includes(url));
  return index === -1 ? undefined : index + 1;
}

export interface Relevance {
  readonly queries: number;
  /** Shares of queries, 0–1. */
  readonly top1: number;
  readonly top3: number;
  /** Mean reciprocal rank over all queries (a miss counts 0). */
  readonly mrr: number;
}

export function relevance(ranks: readonly (number | undefined)[]): Relevance {
  const n = ranks.length;
  if (n === 0) return { queries: 0, top1: 0, top3: 0, mrr: 0 };
  const share = (test: (rank: number) => boolean) => ranks.filter((rank) => rank !== undefined && test(rank)).length / n;
  return {
    queries: n,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank <= 3),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank === undefined ? 0 : 1 / rank), 0) / n,
  };
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Relevance over several groups, weighted by their query counts. */
export function combine(parts: readonly Relevance[]): Relevance {
  const queries = parts.reduce((sum, part) => sum + part.queries, 0);
  const weighted = (key: 'top1' | 'top3' | 'mrr') => parts.reduce((sum, part) => sum + part[key] * part.queries, 0) / queries;
  return { queries, top1: weighted('top1'), top3: weighted('top3'), mrr: weighted('mrr') };
}
