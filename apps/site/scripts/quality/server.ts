import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Starts the production server (`rainbond-docs serve`) on `port` for the site's build, or for `dir`, and resolves once it answers. */
export async function startServer(port: number, dir?: string): Promise<{ baseUrl: string; stop: () => void }> {
  const siteDir = path.join(__dirname, '..', '..');
  const answering = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  // Another server on the port would be measured instead of this build.
  if (answering) throw new Error(`port ${port} is already in use: stop what listens there and run again`);
  const child: ChildProcess = spawn(process.execPath, [path.join(siteDir, 'node_modules', '@rainbond', 'docusaurus-preset', 'dist', 'cli.js'), 'serve', '--port', String(port), ...(dir === undefined ? [] : ['--dir', dir])], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
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
