import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Resolves once `url` answers at all (nginx has started). */
async function answering(url: string, nginx: ChildProcess): Promise<void> {
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface NginxFolder {
  /** The folder's URL, ending with `/`. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Debian's nginx serving `folder` under `subPath` (`/docs-mirror/`) on a loopback port, with its stock MIME types and nothing else. */
export async function serveFolderWithNginx(folder: string, subPath: string): Promise<NginxFolder> {
  const work = mkdtempSync(path.join(tmpdir(), 'nginx-folder-'));
  const port = await freePort();
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  server {
    listen 127.0.0.1:${port};
    location ${subPath} { alias ${folder}/; }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', work, '-c', `${work}/nginx.conf`, '-g', `daemon off; user ${userInfo().username};`, '-e', 'stderr'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}${subPath}`;
  await answering(url, nginx);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        nginx.once('exit', () => resolve());
        nginx.kill('SIGQUIT');
      }),
  };
}
