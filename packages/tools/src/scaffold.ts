/** Command lines of `pnpm new:doc` and `pnpm new:post`. */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { planNewDoc, planNewPost } from './scaffold/new-doc.js';
import { executePlan, type Plan } from './versions/plan.js';

const DOC_USAGE = `usage: pnpm new:doc <version|latest> <path> --title "中文标题" [--en-title "English title"] [--dry-run]
Writes docs/<path>.md and its English twin i18n/en/<path>.md in the version's package, with front matter
and headings to fill, and adds the page to sidebars.json after the pages of its folder.`;
const POST_USAGE = `usage: pnpm new:post <slug> --title "中文标题" [--en-title "English title"] [--author <key>] [--date YYYY-MM-DD] [--dry-run]
Writes blog/<date>-<slug>.md and its English twin in packages/content-blog (date: today).`;

const OPTIONS = {
  title: { type: 'string' },
  'en-title': { type: 'string' },
  author: { type: 'string' },
  date: { type: 'string' },
  root: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

function run(args: readonly string[], usage: string, positionalCount: number, plan: (root: string, positionals: string[], values: Record<string, string | boolean | undefined>) => Plan): number {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  if (parsed.positionals.length !== positionalCount) {
    console.error(usage);
    return 2;
  }
  try {
    const root = parsed.values.root ?? execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    executePlan(plan(root, parsed.positionals, parsed.values), { dryRun: parsed.values['dry-run'], log: (line) => console.log(line) });
    return 0;
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    return 1;
  }
}

export function runNewDocCli(args: readonly string[]): number {
  return run(args, DOC_USAGE, 2, (root, [version, pagePath], values) =>
    planNewDoc(root, version!, pagePath!, values.title as string | undefined, values['en-title'] as string | undefined));
}

export function runNewPostCli(args: readonly string[]): number {
  const today = new Date().toISOString().slice(0, 10);
  return run(args, POST_USAGE, 1, (root, [slug], values) =>
    planNewPost(root, slug!, values.title as string | undefined, values['en-title'] as string | undefined, (values.date as string | undefined) ?? today, values.author as string | undefined));
}
