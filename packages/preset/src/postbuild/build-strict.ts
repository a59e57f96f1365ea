/**
 * `docusaurus build`, failing on any Docusaurus warning (broken markdown links, broken anchors,
 * duplicate routes...) and printing how many there were. Broken links already fail the build itself.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function buildStrict(args: readonly string[]): Promise<number> {
  const child = spawn('docusaurus', ['build', ...args], { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
  const warnings: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(line);
      if (line.includes('[WARNING]')) warnings.push(line);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`build warnings: ${warnings.length}`);
      if (code !== 0) return resolve(code ?? 1);
      if (warnings.length > 0) {
        console.error('The build printed warnings; each one above must be fixed:');
        for (const warning of warnings) console.error(`  ${warning}`);
        return resolve(1);
      }
      return resolve(0);
    });
  });
}
