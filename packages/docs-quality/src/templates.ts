/**
 * The site's page templates from the config: which template a route has (every built page has
 * one), the JS budget each is held to, and the order reports list them in.
 */
import type { QualityConfig } from './config/schema';

/** A JS budget of the config, in bytes. */
export interface JsBudget {
  readonly name: string;
  readonly label: string;
  readonly bytes: number;
  /** JS fetched before the reader acts (`beforeIntentKb`), if the budget limits it. */
  readonly beforeIntentBytes?: number;
  /** The summary row's key, as `--report` names it. */
  readonly key: string;
}

export interface Templates {
  /** The template of a route, from its path within its locale (`/docs/x` for `/en/docs/x`). */
  classify(path: string): string;
  /** The template of the build's redirect pages (HTML files that are no route). */
  redirect(): string;
  /** Report order: the config's order; names a pattern filled in (`docs 5.17`) follow their template, by name. */
  compare(a: string, b: string): number;
  jsBudgetOf(template: string): JsBudget;
  readonly jsBudgets: readonly JsBudget[];
  readonly cssBytes: number;
  /** Whether a template's first loads may include search code. */
  searchAllowed(template: string): boolean;
  /** The path prefix of search code and index (`searchCode.pathPrefix`), if the config checks it. */
  readonly searchPrefix: string | undefined;
}

const KB = 1024;

/** `docs {version}` with the pattern's named groups filled in. */
function fillName(name: string, groups: Readonly<Record<string, string | undefined>> | undefined): string {
  return name.replace(/\{(\w+)\}/g, (placeholder, group: string) => groups?.[group] ?? placeholder);
}

export function templatesFrom(config: Pick<QualityConfig, 'templates' | 'budgets' | 'searchCode'>): Templates {
  const entries = config.templates.map((entry, index) => ({
    ...entry,
    index,
    paths: new Set(entry.paths ?? []),
    pattern: entry.pattern === undefined ? undefined : new RegExp(entry.pattern),
  }));
  const jsBudgets = config.budgets.js.map(
    (budget): JsBudget => ({
      name: budget.name,
      label: budget.label,
      bytes: budget.kb * KB,
      ...(budget.beforeIntentKb === undefined ? {} : { beforeIntentBytes: budget.beforeIntentKb * KB }),
      key: `js-${budget.name}`,
    }),
  );
  /** Each template name produced so far, with the entry that produced it. */
  const produced = new Map<string, (typeof entries)[number]>();
  /** `docs {version}` matches `docs 5.17`. */
  const nameMatches = (entry: (typeof entries)[number], template: string) =>
    new RegExp(`^${entry.name.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`).test(template);
  const entryOf = (template: string) => {
    const entry = produced.get(template) ?? entries.find((candidate) => candidate.name === template) ?? entries.find((candidate) => nameMatches(candidate, template));
    if (entry === undefined) throw new Error(`Unknown template ${template}`);
    return entry;
  };
  const name = (entry: (typeof entries)[number], template: string) => {
    produced.set(template, entry);
    return template;
  };

  return {
    classify(path) {
      for (const entry of entries) {
        if (entry.paths.has(path)) return name(entry, entry.name);
        const match = entry.pattern?.exec(path);
        if (match) return name(entry, fillName(entry.name, match.groups));
      }
      throw new Error(`No template for the page ${path}: give it one in \`templates\` of the docs-quality config`);
    },
    redirect() {
      const entry = entries.find((candidate) => candidate.redirects === true);
      if (entry === undefined) throw new Error('The build has redirect pages (HTML files that are no route): give one template `redirects: true` in the docs-quality config');
      return name(entry, entry.name);
    },
    compare(a, b) {
      const [entryA, entryB] = [entryOf(a), entryOf(b)];
      const filled = (entry: (typeof entries)[number], template: string) => Number(template !== entry.name);
      return entryA.index - entryB.index || filled(entryA, a) - filled(entryB, b) || a.localeCompare(b);
    },
    jsBudgetOf(template) {
      const budgetName = entryOf(template).jsBudget;
      const budget = jsBudgets.find((candidate) => candidate.name === budgetName);
      if (budget === undefined) throw new Error(`The template ${template} names no JS budget of the config (${budgetName})`);
      return budget;
    },
    jsBudgets,
    cssBytes: config.budgets.cssKb * KB,
    searchAllowed: (template) => config.searchCode?.allowedOn.includes(entryOf(template).name) ?? true,
    searchPrefix: config.searchCode?.pathPrefix,
  };
}
