import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import type { ContentProblem } from './content-check.js';

const DATA_FILE = /\.ya?ml$/;
const HAN = /\p{Script=Han}/u;
const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b|敬请期待|待补充|待完善/i;

function listDataFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current)) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (DATA_FILE.test(entry)) found.push(relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

type Leaf = { key: string; value: unknown };

/** Every scalar of a parsed file with its key path (`hero.actions[1].label`). */
function leaves(value: unknown, key = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${key}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => leaves(item, key === '' ? name : `${key}.${name}`));
  }
  return [{ key, value }];
}

function parse(file: string, problems: ContentProblem[]): Leaf[] | undefined {
  try {
    return leaves(yaml.load(readFileSync(file, 'utf8')));
  } catch (error) {
    problems.push({ file, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

/**
 * Checks structured copy (YAML, one file per page) in both locales: every file has its twin with
 * the same keys (list lengths included), no placeholder text, and no Chinese in English values.
 */
export function checkStructuredContent(zhDir: string, enDir: string): { problems: ContentProblem[]; files: { zh: number; en: number } } {
  const zhFiles = listDataFiles(zhDir);
  const enFiles = listDataFiles(enDir);
  const problems: ContentProblem[] = [];
  for (const file of zhFiles.filter((name) => !enFiles.includes(name))) problems.push({ file: join(zhDir, file), message: `no English twin at ${join(enDir, file)}` });
  for (const file of enFiles.filter((name) => !zhFiles.includes(name))) problems.push({ file: join(enDir, file), message: `no Chinese original at ${join(zhDir, file)}` });
  for (const file of zhFiles.filter((name) => enFiles.includes(name))) {
    const zhLeaves = parse(join(zhDir, file), problems);
    const enLeaves = parse(join(enDir, file), problems);
    if (zhLeaves === undefined || enLeaves === undefined) continue;
    const zhKeys = new Set(zhLeaves.map((leaf) => leaf.key));
    const enKeys = new Set(enLeaves.map((leaf) => leaf.key));
    const enFile = join(enDir, file);
    for (const key of zhKeys) if (!enKeys.has(key)) problems.push({ file: enFile, message: `key "${key}" is missing (the Chinese file has it)` });
    for (const key of enKeys) if (!zhKeys.has(key)) problems.push({ file: enFile, message: `key "${key}" is not in the Chinese file` });
    for (const [leafFile, fileLeaves] of [[join(zhDir, file), zhLeaves], [enFile, enLeaves]] as const) {
      for (const { key, value } of fileLeaves) {
        const placeholder = typeof value === 'string' ? PLACEHOLDER.exec(value) : null;
        if (placeholder) problems.push({ file: leafFile, message: `"${key}" has placeholder text "${placeholder[0]}"` });
      }
    }
    for (const { key, value } of enLeaves) {
      if (typeof value === 'string' && HAN.test(value)) problems.push({ file: enFile, message: `"${key}" contains Chinese text: "${value.slice(0, 60)}"` });
    }
  }
  return { problems, files: { zh: zhFiles.length, en: enFiles.length } };
}
