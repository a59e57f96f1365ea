import { execFileSync } from 'node:child_process';
import { parseWrkOutput, type WrkFigures } from './wrk-output';

export interface WrkLoad {
  readonly threads: number;
  readonly connections: number;
  readonly durationSeconds: number;
}

/** Fails unless `wrk` is on the PATH. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // `wrk --version` exits 1 after printing its version; only a missing program is fatal.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('wrk is not installed (Debian and Ubuntu: apt-get install wrk)', { cause: error });
  }
}

/** One wrk run against `url`, brotli and gzip accepted, with its latency distribution. */
export function wrk(url: string, load: WrkLoad): WrkFigures {
  const args = ['-t', String(load.threads), '-c', String(load.connections), '-d', `${load.durationSeconds}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', url];
  return parseWrkOutput(execFileSync('wrk', args, { encoding: 'utf8', maxBuffer: 1024 * 1024 }));
}
