import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';

/** A YAML (or JSON) file parsed; fails as `<label>: <file>: <parser message>` when it does not parse. */
export function readYamlFile(file: string, label: string): unknown {
  try {
    return yaml.load(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${label}: ${file}: ${(error as Error).message}`, { cause: error });
  }
}
