/**
 * `pnpm bench:serve`: the built site under load, served by nginx (deploy/nginx.conf) and by
 * `pnpm serve`, measured with Debian's `wrk` on loopback. For the home page, a docs page, the main
 * bundle and the 404 path, prints requests/s, p50/p99 latency, socket errors and non-2xx
 * responses (expected for the 404 path only). A benchmark that prints figures, not a test.
 * Usage: pnpm bench:serve [--duration 20] [--connections 32] [--threads 2] [--port 4191]
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseWrkOutput, type WrkFigures } from './wrk-output';
import { startServer, waitUntilAnswering } from '@rainbond/docs-quality';
import qualityConfig from '../docs-quality.config';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    threads: { type: 'string', default: '2' },
    port: { type: 'string', default: '4191' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: pnpm bench:serve [--duration 20] [--connections 32] [--threads 2] [--port 4191] (after pnpm build; nginx on the next port)');
  process.exit(0);
}

const siteDir = path.join(__dirname, '..');
const port = Number(values.port);
try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // `wrk --version` exits 1 after printing its version; only a missing program is fatal.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk is not installed: run `bash scripts/ensure-system-deps.sh` (Debian package wrk)');
    process.exit(1);
  }
}

const mainBundle = /<script src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(readFileSync(path.join(siteDir, 'build', 'index.html'), 'utf8'))?.[1];
if (mainBundle === undefined) throw new Error('no main bundle in build/index.html: run pnpm build first');
const targets = [
  ['home', '/'],
  ['docs page', '/docs/quick-start/quick-install'],
  ['main bundle', mainBundle],
  ['404 path', '/no/such/page'],
] as const;

function startNginx(nginxPort: number): Promise<{ baseUrl: string; stop: () => void }> {
  const child = spawn('bash', [path.join(siteDir, 'scripts', 'nginx-test-server.sh'), String(nginxPort)], { stdio: ['ignore', 'ignore', 'inherit'] });
  return waitUntilAnswering(child, `http://127.0.0.1:${nginxPort}`, `nginx on port ${nginxPort}`);
}

function wrk(url: string): WrkFigures {
  const output = execFileSync(
    'wrk',
    ['-t', values.threads!, '-c', values.connections!, '-d', `${values.duration}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', url],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return parseWrkOutput(output);
}

async function main(): Promise<void> {
  const rows: string[] = [];
  for (const [server, start] of [
    ['nginx', () => startNginx(port + 1)],
    ['node', () => startServer({ command: qualityConfig.serve, cwd: siteDir }, port, path.join(siteDir, 'build'))],
  ] as const) {
    const { baseUrl, stop } = await start();
    try {
      for (const [name, urlPath] of targets) {
        const figures = wrk(`${baseUrl}${urlPath}`);
        const row = `| ${server} | ${name} | ${Math.round(figures.requestsPerSecond).toLocaleString('en-US')} | ${figures.p50Ms.toFixed(2)} | ${figures.p99Ms.toFixed(2)} | ${figures.errors} | ${figures.non2xx.toLocaleString('en-US')} |`;
        console.error(row);
        rows.push(row);
      }
    } finally {
      stop();
    }
  }

  console.log(`\nwrk -t${values.threads} -c${values.connections} -d${values.duration}s on loopback, brotli accepted (main bundle: ${mainBundle})\n`);
  console.log('| server | target | requests/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

void main();
