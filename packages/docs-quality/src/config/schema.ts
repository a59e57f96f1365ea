import { z } from 'zod';
import { benchBuildSchema, benchSearchSchema, benchServeSchema } from './bench-schema';
import { milliseconds, pattern, positive, score, sitePath } from './primitives';

/** Lighthouse's categories, by its ids. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
/** Each key of `lighthouse.floors` and the category that measures it (CLS is a performance audit). */
const FLOOR_CATEGORIES = [
  ['performance', 'performance'],
  ['cls', 'performance'],
  ['accessibility', 'accessibility'],
  ['bestPractices', 'best-practices'],
  ['seo', 'seo'],
] as const;

/** axe's tags for the WCAG 2.2 A and AA rules: the default. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A kind of page. A route's template is the first one whose `paths` holds its path within its
 * locale or whose `pattern` matches it; `{name}` in the name is filled from the pattern's named
 * group of that name (`docs {version}`). The template with `redirects: true` takes the HTML files
 * that are no route (client-redirect pages). Reports list templates in this order.
 */
const template = z
  .strictObject({
    name: z.string().min(1),
    paths: z.array(sitePath).min(1).optional(),
    pattern: pattern.optional(),
    redirects: z.literal(true).optional(),
    /** The name of the JS budget (`budgets.js[].name`) its pages are held to. */
    jsBudget: z.string(),
  })
  .refine((value) => (value.redirects === true) !== (value.paths !== undefined || value.pattern !== undefined), {
    message: 'needs `paths` or `pattern`, or else `redirects: true` (not both)',
  });

const jsBudget = z.strictObject({
  /** Names the budget for templates and `--report js-<name>`. */
  name: z.string().regex(/^[a-z][a-z0-9-]*$/, { message: 'must be lowercase letters, digits and dashes' }),
  /** How the summary names the pages it covers: `JS, <label>`. */
  label: z.string().min(1),
  kb: positive,
  /**
   * JS a page may fetch before the reader acts (points, touches, types, scrolls), gzip KB: what
   * its HTML makes the browser fetch by itself. A page whose app starts at load counts it all.
   */
  beforeIntentKb: positive.optional(),
});

const clickAction = z.strictObject({ click: z.strictObject({ role: z.string(), name: z.string().optional() }) });
const pressAction = z.strictObject({ press: z.string() });

/** One browser action of an axe state, run in order. */
const action = z.union([
  clickAction,
  pressAction,
  z.strictObject({ fill: z.strictObject({ role: z.string(), name: z.string().optional(), value: z.string() }) }),
  z.strictObject({ waitFor: z.strictObject({ role: z.string(), name: z.string().optional() }) }),
  z.strictObject({ advanceClock: milliseconds }),
]);

const axeState = z.strictObject({
  name: z.string().min(1),
  path: sitePath,
  viewport: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  actions: z.array(action).min(1),
});

/** A reader's first action on a page, for the first-load benchmark (`docs-quality first-load`). */
const firstInteraction = z.strictObject({
  name: z.string().min(1),
  path: sitePath,
  viewport: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  action: z.union([pressAction, clickAction]),
  /** A CSS selector that matches a shown element only once the page has answered (the open dialog, the selected panel). */
  expect: z.string().min(1),
});

export const configSchema = z
  .strictObject({
    /**
     * The command that serves a build, as an argument list run in the config's folder (its
     * node_modules/.bin on the PATH): `{port}` and `{dir}` are filled in.
     */
    serve: z.array(z.string()).min(1),
    /** Where the plugin writes its manifests, relative to the config's folder. */
    routeAssets: z.string().default('.route-assets'),
    templates: z.array(template).min(1),
    budgets: z.strictObject({ cssKb: positive, js: z.array(jsBudget).min(1) }),
    /** First loads must not include search code (files under `pathPrefix`) except on these templates. */
    searchCode: z.strictObject({ pathPrefix: sitePath, allowedOn: z.array(z.string()) }).optional(),
    /** Pages the axe and Lighthouse gates load, one or more per template and locale. */
    samplePages: z.array(sitePath).min(1),
    axe: z
      .strictObject({
        tags: z.array(z.string()).min(1).default(WCAG_22_AA),
        /** Open states (a menu, a dialog) checked like pages. */
        states: z.array(axeState).default([]),
      })
      .prefault({}),
    links: z.strictObject({
      /** Where the crawl starts; it follows every internal link below them. */
      roots: z.array(sitePath).min(1),
    }),
    lighthouse: z
      .strictObject({
        /** Lighthouse's categories to run; without `performance` there is no control page and no calibration. */
        categories: z.array(z.enum(LIGHTHOUSE_CATEGORIES)).min(1).default([...LIGHTHOUSE_CATEGORIES]),
        /** A floor per category run (`cls` with performance), and none for a category that is not. */
        floors: z.strictObject({ performance: score.optional(), accessibility: score.optional(), bestPractices: score.optional(), seo: score.optional(), cls: z.number().min(0).optional() }),
        /** With performance only. */
        budgets: z.strictObject({ mainThreadMs: milliseconds, longestTaskMs: milliseconds }).optional(),
        /** Main-thread work the control page is given on the emulated phone; see README. */
        referenceControlWorkMs: milliseconds.default(1250),
        runs: z.number().int().positive().default(3),
      })
      .superRefine((lighthouse, context) => {
        const run = new Set<LighthouseCategory>(lighthouse.categories);
        for (const [key, category] of FLOOR_CATEGORIES) {
          const given = lighthouse.floors[key] !== undefined;
          if (run.has(category) && !given) context.addIssue({ code: 'custom', path: ['floors', key], message: `is required: lighthouse.categories has ${category}` });
          if (!run.has(category) && given) context.addIssue({ code: 'custom', path: ['floors', key], message: `is not measured: lighthouse.categories has no ${category}` });
        }
        if (run.has('performance') !== (lighthouse.budgets !== undefined)) {
          context.addIssue({ code: 'custom', path: ['budgets'], message: run.has('performance') ? 'is required: lighthouse.categories has performance' : 'is not measured: lighthouse.categories has no performance' });
        }
      }),
    /** `docs-quality first-load`: a benchmark, never a gate (see README). */
    firstLoad: z
      .strictObject({
        /** One page per template: each is measured beside the same page with its scripts stripped. */
        pages: z.array(sitePath).min(1),
        interactions: z.array(firstInteraction).default([]),
        /** The CPU slowdown of the first interactions (Lighthouse's mobile preset uses 4). */
        cpuSlowdown: z.number().min(1).default(4),
        runs: z.number().int().positive().default(3),
        /** What the table marks as met: a page as fast as its own HTML, give or take (defaults: Starlight-class). */
        goals: z
          .strictObject({
            /** Lighthouse performance at most this many points under the stripped page's. */
            performanceGap: z.number().min(0).default(8),
            /** TBT at most `tbtFactor` × the stripped page's + `tbtSlackMs`. */
            tbtFactor: z.number().min(1).default(2),
            tbtSlackMs: z.number().min(0).default(100),
            /** JavaScript fetched before the first interaction, gzip KB. */
            jsKb: positive.default(60),
            interactionMs: positive.default(200),
          })
          .prefault({}),
      })
      .optional(),
    routeGrowth: z
      .strictObject({
        /** The site's Docusaurus config, relative to the config's folder. */
        docusaurusConfig: z.string().default('docusaurus.config.ts'),
        locale: z.string(),
        pages: z.array(sitePath).min(1),
        extraPages: z.number().int().positive().default(1000),
        maxGrowthKb: positive.default(1),
      })
      .optional(),
    /** `docs-quality bench-search`: search relevance and speed through the search modal. */
    benchSearch: benchSearchSchema.optional(),
    /** `docs-quality bench-serve`: the build's servers under wrk load. */
    benchServe: benchServeSchema.optional(),
    /** `docs-quality bench-build`: a cold build and a warm rebuild, timed. */
    benchBuild: benchBuildSchema.optional(),
  })
  .superRefine((config, context) => {
    const budgetNames = new Set(config.budgets.js.map((budget) => budget.name));
    config.templates.forEach((entry, index) => {
      if (!budgetNames.has(entry.jsBudget)) {
        context.addIssue({ code: 'custom', path: ['templates', index, 'jsBudget'], message: `names no budget of budgets.js (${[...budgetNames].join(', ')})` });
      }
    });
    if (config.templates.filter((entry) => entry.redirects === true).length > 1) {
      context.addIssue({ code: 'custom', path: ['templates'], message: 'has more than one template with `redirects: true`' });
    }
    const names = new Set(config.templates.map((entry) => entry.name));
    config.searchCode?.allowedOn.forEach((name, index) => {
      if (!names.has(name)) context.addIssue({ code: 'custom', path: ['searchCode', 'allowedOn', index], message: `names no template (${name})` });
    });
  });

/** The config as written: defaults may be left out. */
export type DocsQualityConfig = z.input<typeof configSchema>;
/** The config with its defaults filled in. */
export type QualityConfig = z.output<typeof configSchema>;
export type TemplateConfig = QualityConfig['templates'][number];
export type AxeStateConfig = QualityConfig['axe']['states'][number];
export type PageAction = AxeStateConfig['actions'][number];
export type FirstLoadConfig = NonNullable<QualityConfig['firstLoad']>;
export type FirstInteractionConfig = FirstLoadConfig['interactions'][number];
export type BenchSearchConfig = NonNullable<QualityConfig['benchSearch']>;
export type BenchServeConfig = NonNullable<QualityConfig['benchServe']>;
export type BenchBuildConfig = NonNullable<QualityConfig['benchBuild']>;
