import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** How the site serves a build: its command (`{port}` and `{dir}` filled in) and the folder it runs in. */
export interface ServeCommand {
  readonly command: readonly string[];
  readonly cwd: string;
}

/** Starts the site's server for the build in `dir` on `port`, and resolves once it answers. */
export async function startServer(serve: ServeCommand, port: number, dir: string): Promise<{ baseUrl: string; stop: () => void }> {
  const answering = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  // Another server on the port would be measured instead of this build.
  if (answering) throw new Error(`port ${port} is already in use: stop what listens there and run again`);
  const [command = '', ...args] = serve.command.map((part) => part.replaceAll('{port}', String(port)).replaceAll('{dir}', path.resolve(dir)));
  const child: ChildProcess = spawn(command, args, {
    cwd: serve.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The site's own tools (`tsx`, a server package) by name, as in its package.json scripts.
    env: { ...process.env, PATH: `${path.join(serve.cwd, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  return waitUntilAnswering(child, `http://127.0.0.1:${port}`, `the site server on port ${port}`);
}

/** Resolves once `baseUrl` answers its home page (30 s at most), with a stop that ends `child`. */
export async function waitUntilAnswering(child: ChildProcess, baseUrl: string, name: string): Promise<{ baseUrl: string; stop: () => void }> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop: () => child.kill() };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${name} did not start`);
}
