/**
 * `docs-quality bench-serve`: the built site under load, measured with `wrk` on loopback, for each
 * of `benchServe.servers` (e.g. nginx with the production config, and the config's `serve`) and
 * each of `benchServe.targets`: requests/s, p50/p99 latency, socket errors and non-2xx responses.
 * A benchmark that prints figures, not a test.
 */
import type { LoadedConfig } from '../config/load-config';
import type { BenchServeConfig } from '../config/schema';
import { startServer } from '../gates/server';
import { targetPaths } from './targets';
import { requireWrk, wrk, type WrkLoad } from './wrk';

export interface ServeBenchRun {
  readonly loaded: LoadedConfig;
  readonly settings: BenchServeConfig;
  readonly buildDir: string;
  /** The first server's port; the next server listens on the port after, and so on. */
  readonly port: number;
  readonly load: WrkLoad;
}

export async function runServeBench({ loaded, settings, buildDir, port, load }: ServeBenchRun): Promise<number> {
  requireWrk();
  const targets = targetPaths(settings.targets, buildDir);
  const rows: string[] = [];
  for (const [index, server] of settings.servers.entries()) {
    const { baseUrl, stop } = await startServer({ command: server.command ?? loaded.config.serve, cwd: loaded.dir }, port + index, buildDir);
    try {
      for (const target of targets) {
        const figures = wrk(`${baseUrl}${target.path}`, load);
        const row = `| ${server.name} | ${target.name} | ${Math.round(figures.requestsPerSecond).toLocaleString('en-US')} | ${figures.p50Ms.toFixed(2)} | ${figures.p99Ms.toFixed(2)} | ${figures.errors} | ${figures.non2xx.toLocaleString('en-US')} |`;
        // Each row as it comes, on stderr: the table on stdout follows at the end.
        console.error(row);
        rows.push(row);
      }
    } finally {
      stop();
    }
  }
  const bundles = targets.filter((target) => target.mainBundle).map((target) => `${target.name}: ${target.path}`);
  console.log(`\nwrk -t${load.threads} -c${load.connections} -d${load.durationSeconds}s on loopback, brotli accepted${bundles.length > 0 ? ` (${bundles.join(', ')})` : ''}\n`);
  console.log('| server | target | requests/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  return 0;
}
