import type { Browser, Page } from '@playwright/test';
import { waitForHydration } from '../hydrated-page';
import { gzipSize } from './gzip-size';

/** What Chromium fetched for a page before the network was idle. */
export interface BrowserWeight {
  /** Each script and stylesheet fetched (absolute URL) with its gzip bytes, as the computation sizes them. */
  readonly scripts: ReadonlyMap<string, number>;
  /** The scripts among them fetched before the reader's first intent (the page settled without it). */
  readonly scriptsBeforeIntent: ReadonlyMap<string, number>;
  readonly stylesheets: ReadonlyMap<string, number>;
  readonly outsideHosts: readonly string[];
  readonly searchFetched: boolean;
}

/** As Playwright's `networkidle`: no request in flight for this long. */
const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

/** Counts the page's requests from now on. */
function watchNetwork(tab: Page): { started: () => number; quiet: () => Promise<void> } {
  let started = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  const change = (by: number) => () => {
    if (by > 0) started += 1;
    inFlight += by;
    lastActivity = Date.now();
  };
  tab.on('request', change(1));
  tab.on('requestfinished', change(-1));
  tab.on('requestfailed', change(-1));
  return {
    started: () => started,
    /** Resolves once no request has been in flight for `QUIET_MS`. */
    async quiet() {
      const deadline = Date.now() + TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${tab.url()}: the network was not quiet within ${TIMEOUT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Waits until the page's main thread is idle and then the network is quiet, again as long as that
 * last wait saw new requests. A quiet network alone is not enough: on a busy host it comes while
 * the main bundle still runs, before the route's chunks or the code a component loads once it is
 * on screen (a diagram near the viewport) are requested. With `intent`, the page is first made to
 * hydrate, after a pointer move (`waitForHydration`).
 */
async function settle(tab: Page, network: ReturnType<typeof watchNetwork>, { intent }: { intent: boolean }): Promise<void> {
  if (intent) await waitForHydration(tab, TIMEOUT_MS);
  for (let before = -1; before !== network.started(); ) {
    before = network.started();
    await tab.evaluate((timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })), TIMEOUT_MS);
    await network.quiet();
  }
}

/**
 * Loads `url` in a fresh context and records every response until the page is idle without the
 * reader (`settle`), then until it is idle again once a pointer move has started its app.
 * Scripts and stylesheets count by the type Chromium gives the request, so prefetches (type
 * "other") do not. A request under `searchPrefix` marks the load as fetching search code.
 */
export async function loadInChromium(browser: Browser, url: string, searchPrefix?: string): Promise<BrowserWeight> {
  const origin = new URL(url).origin;
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const bodies: Promise<{ type: 'script' | 'stylesheet'; url: string; gzip: number; beforeIntent: boolean } | undefined>[] = [];
    let beforeIntent = true;
    const outsideHosts = new Set<string>();
    let searchFetched = false;
    tab.on('response', (response) => {
      const responseUrl = new URL(response.url());
      if (responseUrl.origin !== origin) {
        if (/^https?:$/.test(responseUrl.protocol)) outsideHosts.add(responseUrl.host);
        return;
      }
      if (searchPrefix !== undefined && responseUrl.pathname.startsWith(searchPrefix)) searchFetched = true;
      const resourceType = response.request().resourceType();
      if (resourceType !== 'script' && resourceType !== 'stylesheet') return;
      const type: 'script' | 'stylesheet' = resourceType;
      const early = beforeIntent;
      bodies.push(
        response
          .body()
          .then(async (body) => ({ type, url: response.url(), gzip: await gzipSize(body), beforeIntent: early }))
          .catch(() => undefined),
      );
    });
    const network = watchNetwork(tab);
    await tab.goto(url, { waitUntil: 'load' });
    await settle(tab, network, { intent: false });
    beforeIntent = false;
    await settle(tab, network, { intent: true });
    const sizes = (await Promise.all(bodies)).filter((size) => size !== undefined);
    const ofType = (type: 'script' | 'stylesheet', early = false) => new Map(sizes.filter((size) => size.type === type && (!early || size.beforeIntent)).map((size) => [size.url, size.gzip]));
    return { scripts: ofType('script'), scriptsBeforeIntent: ofType('script', true), stylesheets: ofType('stylesheet'), outsideHosts: [...outsideHosts], searchFetched };
  } finally {
    await context.close();
  }
}
