/** A tool's work as steps it describes before doing any of them, so `--dry-run` and the real run print the same plan. */
export interface Step {
  readonly describe: string;
  readonly run: () => void;
}

export interface Plan {
  readonly title: string;
  readonly steps: readonly Step[];
  /** What the writer does by hand afterwards. */
  readonly next: readonly string[];
}

export function executePlan(plan: Plan, options: { dryRun: boolean; log: (line: string) => void }): void {
  const { log } = options;
  log(`${plan.title}${options.dryRun ? ' (dry run: nothing is changed)' : ''}:`);
  plan.steps.forEach((step, index) => log(`  ${index + 1}. ${step.describe}`));
  if (options.dryRun) return;
  for (const step of plan.steps) step.run();
  log('done. Next:');
  for (const line of plan.next) log(`  - ${line}`);
}
