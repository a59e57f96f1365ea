import { execFileSync } from 'node:child_process';
import type { Plan } from './plan.js';

/** Appends `pnpm install`, which links (or unlinks) the docs packages the site depends on. */
export function withInstall(plan: Plan, root: string): Plan {
  return {
    ...plan,
    steps: [...plan.steps, { describe: 'pnpm install --prefer-offline --no-frozen-lockfile (links the site\'s docs packages; CI defaults to a frozen lockfile)', run: () => execFileSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: root, stdio: 'inherit' }) }],
    next: plan.next.filter((line) => !line.startsWith('pnpm install')),
  };
}
