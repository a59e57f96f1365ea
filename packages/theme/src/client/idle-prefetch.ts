/**
 * Docusaurus prefetches the route of every internal link that scrolls into view. Its
 * IntersectionObserver reports all the links of a freshly hydrated page in one callback, and each
 * prefetch matches the route table and scans every route's chunk list: together one long task
 * right after hydration, blocking input on a phone. This client module queues those prefetches and
 * runs them in idle time, a few milliseconds per turn, so none of them blocks the main thread.
 * Preloading on hover or focus (`window.docusaurus.preload`) is left as it is.
 */
type Prefetch = (routePath: string) => false | Promise<void[]>;

/** Calls back once the browser is idle; each turn keeps to its own budget, measured with `now`. */
type RequestIdle = (callback: () => void) => void;

/** Milliseconds of prefetching per idle turn: under the 50 ms of a long task even on a 4× slower phone. */
export const PREFETCH_BUDGET_MS = 8;

/**
 * `prefetch`, deferred: calls are queued (each path once) and run in idle turns of `budgetMs`.
 * The promise it returns does not wait for the prefetch (no caller reads it).
 */
export function idlePrefetch(prefetch: Prefetch, requestIdle: RequestIdle, now: () => number, budgetMs = PREFETCH_BUDGET_MS): Prefetch {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;

  const runTurn = () => {
    scheduled = false;
    const start = now();
    while (queue.length > 0 && now() - start < budgetMs) {
      const routePath = queue.shift()!;
      queued.delete(routePath);
      prefetch(routePath);
    }
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestIdle(runTurn);
  };

  return (routePath: string) => {
    if (!queued.has(routePath)) {
      queued.add(routePath);
      queue.push(routePath);
    }
    schedule();
    return Promise.resolve([]);
  };
}

function browserRequestIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback(), { timeout: 3000 });
  else window.setTimeout(callback, 50);
}

if (typeof window !== 'undefined') {
  // Docusaurus sets `window.docusaurus` (a frozen object) in the same task that evaluates the
  // client modules, after them; a microtask runs once that task is over, before any link can
  // report being visible. Links read `window.docusaurus.prefetch` on each call.
  queueMicrotask(() => {
    const { docusaurus } = window as Partial<Pick<Window, 'docusaurus'>>;
    if (docusaurus) window.docusaurus = Object.freeze({ ...docusaurus, prefetch: idlePrefetch(docusaurus.prefetch, browserRequestIdle, () => performance.now()) });
  });
}
