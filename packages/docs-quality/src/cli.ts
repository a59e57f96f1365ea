/**
 * `docs-quality`: the quality gates over a built site, or one of its other commands (route growth
 * and the benchmarks). Options are parsed here; what is measured comes from the config file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type LoadedConfig } from './config/load-config';
import { GATES, runGates, type Gate } from './gates/run-gates';
import { SLOW_FIXTURES, type SlowFixture } from './gates/slow-fixture';
import { runFirstLoad } from './first-load/run';
import { runRouteGrowth } from './route-growth/run';
import { runSearchBench } from './bench-search/run';
import { runServeBench } from './bench-serve/run';
import { runBuildBench } from './bench-build/run';

const USAGE = `Usage:
  docs-quality --build <dir> [--config docs-quality.config.(ts|json)] [--port 4181] [--only weight,axe,links,lighthouse]
               [--report <key>,…] [--runs 3] [--pages /,/docs/…] [--slow-fixture heavy-js|long-task]
  docs-quality route-growth [--config docs-quality.config.(ts|json)] [--port 4188] [--pages 1000]
  docs-quality first-load --build <dir> [--config docs-quality.config.(ts|json)] [--port 4191] [--runs 3] [--compare <url>…]
  docs-quality bench-search --build <dir> [--config …] [--port 4187] [--first-loads 6] [--verbose]
  docs-quality bench-serve --build <dir> [--config …] [--port 4191] [--duration 20] [--connections 32] [--threads 2]
  docs-quality bench-build [--build build] [--config …]

The gates: page weight of every built page against its template's budgets, axe on the sample pages
and open states, every internal link and anchor, Lighthouse (calibrated) on the sample pages. The
site server listens on --port, the Lighthouse control on the next port, a slow fixture's proxy on
the one after. Keys for --report: weight, js-<budget>, axe, links, lighthouse, lighthouse-perf.
--pages narrows axe and Lighthouse to some of the config's sample pages.
route-growth builds the site twice, as it is and with --pages generated pages more, and compares
the first-load JS of the config's routeGrowth.pages. first-load (a benchmark, never a gate) loads
each of firstLoad.pages beside the same page stripped of its scripts (the proxy on the next port)
and times firstLoad.interactions under a throttled CPU; --compare adds another site's page to the same run.
bench-search types benchSearch's queries into the search modal (top-1, top-3, MRR, latencies,
downloads; fails on its gates; --verbose prints every query). bench-serve loads each of
benchServe.targets on each of benchServe.servers (on --port and the ports after) with wrk.
bench-build times a cold \`docusaurus build\` into --build and benchBuild.warmRebuild. The config
defaults to docs-quality.config.ts (or .json) in the current folder.`;

class UsageError extends Error {}

/** `pnpm --filter <site> quality -- --only …` hands the `--` on, after the script's own arguments: it is not an argument. */
const withoutSeparator = (args: readonly string[]) => args.filter((arg) => arg !== '--');

function findConfig(file: string | undefined): LoadedConfig {
  const candidates = file === undefined ? ['docs-quality.config.ts', 'docs-quality.config.json'] : [file];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) throw new UsageError(`No config: ${file === undefined ? 'no docs-quality.config.ts or .json in this folder; pass --config' : `${file} does not exist`}`);
  return loadConfig(found);
}

/** The folder of a built site, from `--build`. */
function builtSite(build: string | undefined): string {
  if (build === undefined) throw new UsageError('--build <dir> is required: the folder of the built site');
  const buildDir = path.resolve(build);
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new UsageError(`No build in ${buildDir} (no index.html): build the site first`);
  return buildDir;
}

function port(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65533) throw new UsageError(`--port must be a port number, not ${value}`);
  return number;
}

/** A whole number of at least 1, from an option. */
function count(name: string, value: string): number {
  const number = Number(value);
  if (!(Number.isInteger(number) && number > 0)) throw new UsageError(`--${name} must be a whole number of at least 1, not ${value}`);
  return number;
}

/** The config's section for a command, or a message that says which key to add. */
function section<T>(value: T | undefined, key: string, command: string): T {
  if (value === undefined) throw new UsageError(`The config has no ${key} section: add it to run ${command} (see the README of @rainbond/docs-quality)`);
  return value;
}

/** The options of every command over a built site: its folder, the config, the server's port (default per command) and --help. */
function siteOptions(defaultPort: string) {
  return {
    build: { type: 'string' },
    config: { type: 'string' },
    port: { type: 'string', default: defaultPort },
    help: { type: 'boolean', default: false },
  } as const;
}

async function qualityCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ...siteOptions('4181'),
      only: { type: 'string', default: GATES.join(',') },
      report: { type: 'string', default: '' },
      runs: { type: 'string' },
      pages: { type: 'string' },
      'slow-fixture': { type: 'string' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const buildDir = builtSite(values.build);
  const gates = values.only.split(',');
  const unknownGate = gates.find((gate) => !(GATES as readonly string[]).includes(gate));
  if (unknownGate !== undefined) throw new UsageError(`--only takes ${GATES.join(', ')}, not ${unknownGate}`);
  const slowFixture = values['slow-fixture'];
  if (slowFixture !== undefined && !(SLOW_FIXTURES as readonly string[]).includes(slowFixture)) throw new UsageError(`--slow-fixture must be one of ${SLOW_FIXTURES.join(', ')}, not ${slowFixture}`);
  const loaded = findConfig(values.config);
  const { samplePages } = loaded.config;
  const pages = values.pages === undefined ? samplePages : samplePages.filter((page) => values.pages?.split(',').includes(page));
  if (pages.length === 0) throw new UsageError(`--pages matches none of the sample pages: ${samplePages.join(', ')}`);
  const runs = values.runs === undefined ? loaded.config.lighthouse.runs : count('runs', values.runs);
  return runGates({
    loaded,
    buildDir,
    port: port(values.port),
    gates: new Set(gates as Gate[]),
    reportOnly: new Set(values.report.split(',').filter(Boolean)),
    runs,
    samplePages: pages,
    slowFixture: slowFixture as SlowFixture | undefined,
  });
}

async function routeGrowthCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { config: { type: 'string' }, port: { type: 'string', default: '4188' }, pages: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const loaded = findConfig(values.config);
  const extraPages = values.pages === undefined ? undefined : count('pages', values.pages);
  return runRouteGrowth(loaded, port(values.port), extraPages);
}

async function firstLoadCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ...siteOptions('4191'),
      runs: { type: 'string' },
      compare: { type: 'string', multiple: true, default: [] },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const buildDir = builtSite(values.build);
  const runs = values.runs === undefined ? undefined : count('runs', values.runs);
  const loaded = findConfig(values.config);
  const settings = section(loaded.config.firstLoad, 'firstLoad', 'first-load');
  const compare = values.compare.map((url) => {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new UsageError(`--compare takes a page's http(s) URL, not ${url}`);
    return url;
  });
  return runFirstLoad({ loaded, settings, buildDir, port: port(values.port), runs, compare });
}

async function benchSearchCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ...siteOptions('4187'),
      'first-loads': { type: 'string', default: '6' },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const buildDir = builtSite(values.build);
  const firstLoads = count('first-loads', values['first-loads']);
  const loaded = findConfig(values.config);
  const settings = section(loaded.config.benchSearch, 'benchSearch', 'bench-search');
  return runSearchBench({ loaded, settings, buildDir, port: port(values.port), firstLoads, verbose: values.verbose });
}

async function benchServeCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ...siteOptions('4191'),
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '32' },
      threads: { type: 'string', default: '2' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const buildDir = builtSite(values.build);
  const load = { durationSeconds: count('duration', values.duration), connections: count('connections', values.connections), threads: count('threads', values.threads) };
  const loaded = findConfig(values.config);
  const settings = section(loaded.config.benchServe, 'benchServe', 'bench-serve');
  return runServeBench({ loaded, settings, buildDir, port: port(values.port), load });
}

async function benchBuildCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { build: { type: 'string', default: 'build' }, config: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const loaded = findConfig(values.config);
  const settings = section(loaded.config.benchBuild, 'benchBuild', 'bench-build');
  return runBuildBench({ loaded, settings, buildDir: path.resolve(values.build) });
}

const COMMANDS: Readonly<Record<string, (args: readonly string[]) => Promise<number>>> = {
  'route-growth': routeGrowthCommand,
  'first-load': firstLoadCommand,
  'bench-search': benchSearchCommand,
  'bench-serve': benchServeCommand,
  'bench-build': benchBuildCommand,
};

export function runCli(argv: readonly string[]): void {
  const args = withoutSeparator(argv);
  const subcommand = COMMANDS[args[0] ?? ''];
  const command = subcommand === undefined ? qualityCommand(args) : subcommand(args.slice(1));
  command.then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // A wrong option or config is the user's to fix: its message says how, without a stack.
      const known =
        error instanceof UsageError ||
        (error instanceof Error && (/ is not a valid docs-quality config:|^Cannot read the docs-quality config/.test(error.message) || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')));
      console.error(known ? (error as Error).message : error);
      process.exitCode = known ? 2 : 1;
    },
  );
}
