/** The config sections of the benchmarks: `bench-search`, `bench-serve` and `bench-build`. */
import { z } from 'zod';
import { positive, sitePath } from './primitives';

/** A query a reader types, with the page(s) that should come first. */
const searchQuery = z.strictObject({
  q: z.string().min(1),
  /** Paths relative to the group's `routePrefix`; any of them first counts as a top-1 hit. */
  expect: z.array(z.string().regex(/^[^/]/, { message: 'is relative to the group’s routePrefix: no leading /' })).min(1),
  /** What kind of query it is (`term`, `typo`, …): the report names it beside a miss. */
  kind: z.string().min(1),
});

/** The queries of one docs version and locale, typed into the modal on `startPage`. */
const searchGroup = z.strictObject({
  version: z.string().min(1),
  locale: z.string().min(1),
  startPage: sitePath,
  /** What the expected paths are relative to: `/docs/`, `/en/docs/5.17/`. */
  routePrefix: sitePath.regex(/\/$/, { message: 'must end with /' }),
  /** An untimed query that loads the index before the timed ones. */
  warmUp: z.string().min(1),
  queries: z.array(searchQuery).min(1),
});

export const benchSearchSchema = z.strictObject({
  /** Run in this order, and reported so. */
  groups: z.array(searchGroup).min(1),
  /** Parts of the URLs whose responses are the search's downloads (index, script, vocabulary). */
  downloads: z.array(z.string().min(1)).min(1),
  /** The CPU control's time on the reference machine, in ms: latencies are scaled to it. */
  referenceControlMs: positive.default(14),
  gates: z.strictObject({
    /** Share (0–1) of queries whose expected page is among the first three. */
    minTop3: z.number().min(0).max(1),
    /** Later queries (index warm), p95, calibrated. */
    maxLaterP95Ms: positive,
    /** The first query after a page load, p95, calibrated. */
    maxFirstP95Ms: positive,
    /** Compressed bytes the first query downloads, the largest of the loads, in KB. */
    maxFirstQueryKb: positive,
  }),
});

/** A URL the load is aimed at: a path, or the main bundle that the home page loads (found in the build). */
const serveTarget = z.union([z.strictObject({ name: z.string().min(1), path: sitePath }), z.strictObject({ name: z.string().min(1), mainBundle: z.literal(true) })]);

export const benchServeSchema = z.strictObject({
  /**
   * The servers, measured in this order, the first on `--port`, the next on the port after…: each
   * an argument list run in the config's folder (`{port}` and `{dir}` filled in), or no command
   * for the config's `serve`.
   */
  servers: z.array(z.strictObject({ name: z.string().min(1), command: z.array(z.string()).min(1).optional() })).min(1),
  targets: z.array(serveTarget).min(1),
});

export const benchBuildSchema = z.strictObject({
  /** Each locale's URL prefix: `''` for the default locale at the root, `/en`: pages are counted per locale. */
  localePrefixes: z.array(z.union([z.literal(''), sitePath])).min(1),
  /** A cached rebuild with nothing changed, run twice after the cold build and timed the second time; `cwd` is relative to the config's folder. */
  warmRebuild: z.strictObject({ command: z.array(z.string()).min(1), cwd: z.string().default('.') }).optional(),
});
