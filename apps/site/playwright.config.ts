import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built site, served twice with the same production rules:
 * by `pnpm serve` (Node) and by deploy/nginx.conf (Debian's nginx). Every spec runs on both.
 * The browser is Debian's Chromium; Playwright never downloads one.
 */
/** E2E_PORT moves both servers (node on it, nginx on the next), so two checkouts can test at once. */
const basePort = Number(process.env.E2E_PORT ?? 4173);
const servers = {
  node: { port: basePort, command: `rainbond-docs serve --port ${basePort}` },
  nginx: { port: basePort + 1, command: `bash scripts/nginx-test-server.sh ${basePort + 1}` },
} as const;

export default defineConfig({
  testDir: './e2e',
  // Timeouts bound a hang; they are not speed targets. Every test waits for the event it needs
  // (a DOM state, a response, `data-has-hydrated`), and on a loaded 2-core machine (Chromium, two
  // workers and two servers) some of those events take seconds: a route's chunks, the search
  // index, a large lazy chunk. Playwright's 5 s default for an assertion raced them, so an
  // assertion may wait 30 s, and a test 90 s. Speed is measured by the quality gates, not here.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  // Every spec runs against the Node server; the specs about serving (status codes, paths,
  // headers, locales) run against nginx too. Theme behaviour does not depend on the server.
  projects: Object.entries(servers).map(([name, { port }]) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${port}` },
    testIgnore: name === 'nginx' ? ['**/theme.spec.ts'] : [],
  })),
  webServer: Object.values(servers).map(({ port, command }) => ({
    command,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
