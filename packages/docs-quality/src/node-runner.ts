import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Runs one of this package's plain-Node scripts (the browser runners, which must not run under tsx:
 * see lighthouse-runner.mjs) with its input as a JSON argument, passes its stderr through, and
 * parses the JSON it prints. Asynchronous, not execFileSync: a proxy in this process (the slow
 * fixture, the script-stripping proxy) must keep answering while the script loads pages through it.
 */
export async function runNodeRunner<Output>(scriptPath: string, input: unknown): Promise<Output> {
  const child = promisify(execFile)(process.execPath, [scriptPath, JSON.stringify(input)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  child.child.stderr?.pipe(process.stderr);
  return JSON.parse((await child).stdout) as Output;
}
