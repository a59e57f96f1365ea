// Runs every command README.md quotes, so none can drift from what the scripts accept.
// Commands that `pnpm test` runs as they are written count as checked by it; the others run here
// with `--help` appended to their last command, which parses their arguments (the drift this check
// exists for: `quality -- --only …` once failed to parse) without starting a server or a build.
// A quoted command this file does not know fails the check: say here how to run it harmlessly.
// Usage: node scripts/check-readme-commands.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.join(import.meta.dirname, '..');

/** Run by `pnpm test` (or by setup, before it) exactly as README.md writes them. */
const RUN_BY_TEST = new Set([
  'bash scripts/setup.sh && pnpm test',
  'pnpm test',
  'pnpm install',
  'pnpm lint',
  'pnpm lint:openapi',
  'pnpm typecheck',
  'pnpm test:unit',
  'pnpm build',
  'pnpm test:route-growth',
  'pnpm build-storybook',
  'pnpm test:reuse',
  'pnpm test:content-packages',
  'pnpm test:e2e',
  'pnpm test:quality',
  'pnpm test:readme',
]);
/** Quick and harmless: run as written. */
const RUN_AS_IS = new Set(['pnpm content:check', 'pnpm content:status']);
/** Long-running (servers, benchmarks, a cold build): run with `--help`. */
const RUN_WITH_HELP = new Set([
  'bash scripts/setup.sh && pnpm dev',
  'pnpm dev',
  'pnpm --filter @rainbond/site dev:en',
  'pnpm serve',
  'pnpm storybook',
  'pnpm bench:build',
  'DOCUSAURUS_FASTER=false pnpm bench:build',
  'DOCUSAURUS_FASTER=false pnpm build',
  'pnpm bench:search',
  'pnpm bench:first-load',
  'pnpm bench:serve',
  'RAINBOND_ANALYTICS=off pnpm build',
  'pnpm changeset',
  'pnpm --filter @rainbond/site quality -- --only lighthouse --runs 1 --pages /,/docs/quick-start/quick-install',
  'bash packages/docs-quality/scripts/prove-gate.sh --site apps/site',
  // They change the repository: --help prints their usage.
  'pnpm docs:cut 6.3',
  'pnpm docs:retire 5.17 --archive-url https://v5.17-docs.rainbond.com/docs/',
  'pnpm new:doc latest how-to-guides/app-ops/my-page --title 标题',
  'pnpm new:post my-post --title 标题',
  'pnpm content:status --record',
  'pnpm content:status --record packages/content-docs-latest/i18n/en/quick-start/quick-install.md',
]);
/** A command that has not finished by then is taken for a server that `--help` did not stop. */
const TIMEOUT_MS = 180_000;

const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const quoted = new Set();
// Inline code that starts like a command, and the lines of ```bash blocks.
// Inline code may wrap onto the next line of the paragraph; code blocks are read below. A fence
// starts a line: three backticks inside inline code (```` ```mermaid ````) open no block.
const prose = readme.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
for (const [, code] of prose.matchAll(/`([^`]+)`/g)) {
  const command = code.replace(/\s+/g, ' ').trim();
  if (/^(pnpm|bash|[A-Z_]+=\S+ pnpm) /.test(command)) quoted.add(command);
}
for (const [, block] of readme.matchAll(/^```bash\n([\s\S]*?)^```/gm)) for (const line of block.split('\n')) if (line.trim() !== '' && !line.startsWith('#')) quoted.add(line.trim());

const rows = [];
for (const command of [...quoted].sort()) {
  if (RUN_BY_TEST.has(command)) {
    rows.push({ command, how: 'run by pnpm test', ok: true });
    continue;
  }
  const mode = RUN_AS_IS.has(command) ? 'as is' : RUN_WITH_HELP.has(command) ? 'with --help' : undefined;
  if (mode === undefined) {
    rows.push({ command, how: 'unknown to scripts/check-readme-commands.mjs: add it there', ok: false });
    continue;
  }
  const line = mode === 'as is' ? command : `${command} --help`;
  const started = Date.now();
  const result = spawnSync('bash', ['-c', line], { cwd: repo, encoding: 'utf8', timeout: TIMEOUT_MS, env: { ...process.env, CI: 'true' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  if (!ok) console.error(`\n$ ${line}\n${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`);
  rows.push({ command, how: `${mode}, ${seconds} s${ok ? '' : `, exit ${result.status ?? result.signal}`}`, ok });
}

console.log('\nCommands quoted in README.md\n| command | checked | result |\n| --- | --- | --- |');
for (const row of rows) console.log(`| \`${row.command}\` | ${row.how} | ${row.ok ? 'ok' : 'FAIL'} |`);
const failed = rows.filter((row) => !row.ok).length;
console.log(`README commands: ${rows.length} checked, ${failed} failing`);
process.exitCode = failed === 0 ? 0 : 1;
