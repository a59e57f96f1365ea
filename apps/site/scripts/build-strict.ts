/**
 * Builds the site and fails on any Docusaurus warning (broken markdown links, broken anchors,
 * duplicate routes...), printing how many there were. Broken links already fail the build itself.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const child = spawn('docusaurus', ['build', ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
const warnings: string[] = [];

for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    console.log(line);
    if (line.includes('[WARNING]')) warnings.push(line);
  });
}

child.on('close', (code) => {
  console.log(`build warnings: ${warnings.length}`);
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error('The build printed warnings; each one above must be fixed:');
    for (const warning of warnings) console.error(`  ${warning}`);
    process.exit(1);
  }
});
