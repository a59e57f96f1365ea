/** The figures of one `wrk --latency` run, read from its text output. */
export interface WrkFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Socket errors: connect, read, write and timeouts together. */
  readonly errors: number;
  readonly non2xx: number;
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim()) ?? [];
  if (value === undefined || unit === undefined) throw new Error(`wrk printed a latency I cannot read: "${text}"`);
  return Number(value) * MS_PER_UNIT[unit]!;
}

export function parseWrkOutput(output: string): WrkFigures {
  const find = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output);
    if (match?.[1] === undefined) throw new Error(`no ${what} in wrk's output:\n${output}`);
    return match[1];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(find(/Requests\/sec:\s+([\d.]+)/, 'requests/s')),
    p50Ms: milliseconds(find(/^\s+50%\s+(\S+)/m, 'p50')),
    p99Ms: milliseconds(find(/^\s+99%\s+(\S+)/m, 'p99')),
    requests: Number(find(/(\d+) requests in/, 'request count')),
    errors: socketErrors === null ? 0 : socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}
