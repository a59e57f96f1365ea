/** Command lines of `pnpm docs:cut` and `pnpm docs:retire`. */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { planCut } from './versions/cut-version.js';
import { withInstall } from './versions/install-step.js';
import { executePlan, type Plan } from './versions/plan.js';
import { planRetire } from './versions/retire-version.js';

export { planCut } from './versions/cut-version.js';
export { planRetire } from './versions/retire-version.js';
export { executePlan } from './versions/plan.js';

const COMMON_OPTIONS = {
  'dry-run': { type: 'boolean', default: false },
  'no-install': { type: 'boolean', default: false },
  root: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

const COMMON_HELP = `  --dry-run     print the plan, change nothing
  --no-install  skip the final pnpm install
  --root <dir>  the workspace root (default: the git repository of the current folder)
Refuses to run when the files it would change have uncommitted changes.`;

const CUT_USAGE = `usage: pnpm docs:cut <new version> [options]
Freezes the latest docs (packages/content-docs-latest, label V<old>) as packages/content-docs-<old>,
registers it with the site (a dependency of apps/site) and relabels the latest docs V<new version>.
${COMMON_HELP}`;

const RETIRE_USAGE = `usage: pnpm docs:retire <version> --archive-url <https URL> [options]
Removes packages/content-docs-<version> from the site and the repository and lists the version with the
archived versions (apps/site/src/archived-versions.data.json) and on the versions page, linking to the URL.
${COMMON_HELP}`;

function run(args: readonly string[], usage: string, extra: Record<string, { type: 'string' }>, plan: (root: string, positional: string, values: Record<string, string | boolean | undefined>) => Plan): number {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: { ...COMMON_OPTIONS, ...extra }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  try {
    const root = (values.root as string | undefined) ?? execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    const made = plan(root, positionals[0]!, values);
    executePlan(values['no-install'] ? made : withInstall(made, root), { dryRun: values['dry-run'] === true, log: (line) => console.log(line) });
    return 0;
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    return 1;
  }
}

export function runDocsCutCli(args: readonly string[]): number {
  return run(args, CUT_USAGE, {}, (root, version) => planCut(root, version));
}

export function runDocsRetireCli(args: readonly string[]): number {
  return run(args, RETIRE_USAGE, { 'archive-url': { type: 'string' } }, (root, version, values) => planRetire(root, version, values['archive-url'] as string | undefined));
}
