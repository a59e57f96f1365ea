import { readFileSync } from 'node:fs';
import path from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import type { z } from 'zod';
import { configSchema, type QualityConfig } from './schema';

/** A config key as the user wrote it: `templates[3].pattern`. */
function keyPath(segments: readonly PropertyKey[]): string {
  return segments.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`)).join('');
}

/** One line per problem, each naming the key. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${keyPath([...issue.path, key])}: unknown key`);
    return [`${keyPath(issue.path) || '(the config)'}: ${issue.message}`];
  });
}

/** Validates a config object; a wrong one throws, naming each wrong key. */
export function parseConfig(raw: unknown, source: string): QualityConfig {
  const result = configSchema.safeParse(raw);
  if (!result.success) throw new Error(`${source} is not a valid docs-quality config:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
  return result.data;
}

/** Reads the file's default export (TypeScript and JavaScript through tsx) or JSON. */
function readConfigFile(file: string): unknown {
  if (file.endsWith('.json')) return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  // tsx compiles the config on the fly, as Docusaurus does its own.
  const exports = tsxRequire(file, __filename) as { default?: unknown };
  return exports.default ?? exports;
}

/** The config and the folder its relative paths and commands are resolved in. */
export interface LoadedConfig {
  readonly config: QualityConfig;
  readonly dir: string;
}

export function loadConfig(file: string): LoadedConfig {
  const absolute = path.resolve(file);
  let raw: unknown;
  try {
    raw = readConfigFile(absolute);
  } catch (error) {
    throw new Error(`Cannot read the docs-quality config ${absolute}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { config: parseConfig(raw, absolute), dir: path.dirname(absolute) };
}
