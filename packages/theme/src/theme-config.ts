import { Joi } from '@docusaurus/utils-validation';
import type { AlgoliaConfig } from './client/search/algolia';
import type { ThemeConfigValidationContext } from '@docusaurus/types';
import { DEFAULT_DOCS_PATH_WORDS } from './client/header-variant';
import type { MovedPathRule } from './client/not-found';

/** A link in the marketing header's mobile menu or a dropdown of it. */
export interface MenuLinkItem {
  readonly type?: 'default';
  readonly label: string;
  /** A page of the site... */
  readonly to?: string;
  /** ...or a URL (opens in a new tab when external). */
  readonly href?: string;
}

export interface MenuDropdownItem {
  readonly type: 'dropdown';
  readonly label: string;
  readonly items: readonly MenuLinkItem[];
}

/** The site's locale menu or docs version menu, placed in the mobile menu. */
export interface MenuSwitcherItem {
  readonly type: 'localeDropdown' | 'docsVersionDropdown';
}

export type MenuItem = MenuLinkItem | MenuDropdownItem | MenuSwitcherItem;

export interface SupportDialogConfig {
  /** Shown this long after the first page of a session that is not the home page. */
  readonly delayMs: number;
  readonly width: number;
  readonly title: string;
  readonly body: string;
  readonly actions: readonly MenuLinkItem[];
}

/** What the footer shows beside the classic `footer` config: a tagline and one call to action. */
export interface FooterExtrasConfig {
  readonly tagline?: string;
  readonly action?: { readonly label: string; readonly href: string };
}

/** The built-in search: a Pagefind index generated from the built site. */
export interface SearchConfig {
  /** URL of the folder holding pagefind.js, the same for every locale (one index for the site). */
  readonly bundlePath: string;
  /** Route of the full search page, under each locale's base URL. */
  readonly searchPagePath: string;
  /** Where "Let us know." sends readers whose query found nothing; the query is appended. */
  readonly reportUrl?: string;
  /** Queries offered when a search finds nothing. */
  readonly suggestions: readonly string[];
  /**
   * URL of the site's search vocabulary (JSON, see `client/search/search-terms.ts`): product
   * terms kept whole and synonym groups across locales. Fetched when search opens.
   */
  readonly termsUrl?: string;
  /**
   * URL of the list of indexed pages per Pagefind language (`{language}` is replaced, e.g. zh-cn):
   * JSON mapping each fragment hash to `[url, title, type]`. With it, results are ranked and shown
   * at once, and excerpts load for the shown pages only.
   */
  readonly pageListUrl?: string;
}

/** CSP directives an analytics script needs beyond its own origin (the hosts it loads from or reports to). */
export const ANALYTICS_CSP_DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'font-src', 'frame-src'] as const;
export type AnalyticsCspDirective = (typeof ANALYTICS_CSP_DIRECTIVES)[number];

/** A script of the analytics provider, added once the page is idle (inline/analytics.browser.ts). */
export interface AnalyticsScript {
  /** The script element's id; also names the script in the privacy page and the CSP. */
  readonly id: string;
  /** An https URL on the provider's static host. */
  readonly src: string;
  /** Origins the script talks to, per CSP directive (the security headers allow exactly these). */
  readonly csp: Readonly<Partial<Record<AnalyticsCspDirective, readonly string[]>>>;
}

/** Visitor statistics and the like; `false` (the default) loads nothing. */
export type AnalyticsConfig = { readonly scripts: readonly AnalyticsScript[] } | false;

export interface DocFeedbackConfig {
  /**
   * Where "Tell us what was missing" opens a new issue, prefilled: a URL of the code host's new
   * issue form (GitHub's `/issues/new`), to which `title` and `body` are appended.
   */
  readonly newIssueUrl: string;
  /** Labels for the issue, when the code host takes them in the URL. */
  readonly labels: readonly string[];
}

export interface NotFoundConfig {
  /** The page listing every docs version, linked from the not-found page. */
  readonly versionsPath?: string;
  /** Addresses of older sites and where their content is now (first match wins). */
  readonly movedPaths: readonly MovedPathRule[];
}

/** The keys this theme adds to `themeConfig`; the classic theme validates its own. */
export interface RainbondThemeConfig {
  /** Show "View as Markdown" and "Copy page" on docs pages and posts (the site must publish `<route>.md`). */
  readonly markdownPageActions: boolean;
  /** Pages whose path has one of these segments get the docs navbar; the others the marketing header. */
  readonly docsPathWords: readonly string[];
  readonly mobileMenu: { readonly items: readonly MenuItem[] };
  readonly supportDialog: SupportDialogConfig | false;
  readonly footerExtras: FooterExtrasConfig;
  /** schema.org type of doc pages per docs plugin id; TechArticle when not listed. */
  readonly structuredData: { readonly docTypes: Readonly<Record<string, string>> };
  readonly search: SearchConfig;
  /** "Was this page helpful?" under docs pages; false turns it off. */
  readonly docFeedback: DocFeedbackConfig | false;
  /**
   * "Make this version available offline" under docs pages: a service worker, registered only for a
   * reader who asks, saves the version and its search (the preset's postbuild writes the worker).
   */
  readonly offlineReading: boolean;
  /** What the not-found page offers beside the pages its search finds. */
  readonly notFound: NotFoundConfig;
  /** The hosted option: when set, search queries this Algolia DocSearch index instead of Pagefind. */
  readonly algolia?: AlgoliaConfig;
  readonly analytics: AnalyticsConfig;
}

export const MENU_ITEM_TYPES = ['default', 'dropdown', 'localeDropdown', 'docsVersionDropdown'] as const;

const linkItem = Joi.object<MenuLinkItem>({
  type: Joi.string()
    .valid('default')
    .messages({ 'any.only': `{{#label}} is "{{#value}}", an unknown item type; allowed types: ${MENU_ITEM_TYPES.join(', ')}` }),
  label: Joi.string().required(),
  to: Joi.string(),
  href: Joi.string().uri({ allowRelative: true }),
})
  .xor('to', 'href')
  .messages({
    'object.missing': '{{#label}} has no target: give it "to" (a page of the site) or "href" (a URL)',
    'object.xor': '{{#label}} has both "to" and "href": keep one',
  });

const dropdownItem = Joi.object<MenuDropdownItem>({
  type: Joi.string().valid('dropdown').required(),
  label: Joi.string().required(),
  items: Joi.array().items(linkItem).min(1).required(),
});

const switcherItem = Joi.object<MenuSwitcherItem>({
  type: Joi.string().valid('localeDropdown', 'docsVersionDropdown').required(),
});

/** Dropdowns and switchers by their type; anything else must be a link (which names a bad type). */
const menuItem = Joi.alternatives().conditional('.type', {
  switch: [
    { is: 'dropdown', then: dropdownItem },
    { is: Joi.valid('localeDropdown', 'docsVersionDropdown').required(), then: switcherItem },
  ],
  otherwise: linkItem,
});

const supportDialog = Joi.object<SupportDialogConfig>({
  delayMs: Joi.number().integer().min(0).default(180_000),
  width: Joi.number().integer().min(240).default(600),
  title: Joi.string().required(),
  body: Joi.string().required(),
  actions: Joi.array().items(linkItem).default([]),
});

/** `https://host` or `wss://*.host`: an origin without path, the only form a CSP source list needs here. */
const cspOrigin = Joi.string()
  .pattern(/^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'origin')
  .messages({ 'string.pattern.name': '{{#label}} is "{{#value}}", not an origin like https://host.example or wss://*.host.example' });

const analyticsScript = Joi.object<AnalyticsScript>({
  id: Joi.string().pattern(/^[a-z][a-z0-9-]*$/, 'lowercase id').required(),
  src: Joi.string().uri({ scheme: 'https' }).required(),
  csp: Joi.object(Object.fromEntries(ANALYTICS_CSP_DIRECTIVES.map((directive) => [directive, Joi.array().items(cspOrigin)]))).default({}),
});

export const themeConfigSchema = Joi.object<RainbondThemeConfig>({
  markdownPageActions: Joi.boolean().default(false),
  docsPathWords: Joi.array().items(Joi.string().pattern(/^[^/]+$/)).default([...DEFAULT_DOCS_PATH_WORDS]),
  mobileMenu: Joi.object({ items: Joi.array().items(menuItem).default([]) }).default({ items: [] }),
  supportDialog: Joi.alternatives().try(Joi.valid(false), supportDialog).default(false),
  footerExtras: Joi.object<FooterExtrasConfig>({
    tagline: Joi.string(),
    action: Joi.object({ label: Joi.string().required(), href: Joi.string().uri({ allowRelative: true }).required() }),
  }).default({}),
  structuredData: Joi.object({
    docTypes: Joi.object().pattern(Joi.string(), Joi.string().valid('TechArticle', 'Article', 'BlogPosting', 'HowTo')).default({}),
  }).default({ docTypes: {} }),
  search: Joi.object<SearchConfig>({
    bundlePath: Joi.string().pattern(/\/$/, 'ending with /').default('/pagefind/'),
    searchPagePath: Joi.string().pattern(/^[^/].*[^/]$|^[^/]$/, 'without leading or trailing /').default('search'),
    reportUrl: Joi.string().uri(),
    suggestions: Joi.array().items(Joi.string()).default([]),
    termsUrl: Joi.string().uri({ relativeOnly: true }),
    pageListUrl: Joi.string().pattern(/\{language\}/, 'with a {language} placeholder'),
  }).default({ bundlePath: '/pagefind/', searchPagePath: 'search', suggestions: [] }),
  notFound: Joi.object<NotFoundConfig>({
    versionsPath: Joi.string().pattern(/^\//, 'starting with /'),
    movedPaths: Joi.array()
      .items(
        Joi.object<MovedPathRule>({
          pattern: Joi.string()
            .required()
            .custom((value: string) => {
              new RegExp(value); // throws on a bad pattern, which Joi reports with the key
              return value;
            }),
          to: Joi.string().required(),
        }),
      )
      .default([]),
  }).default({ movedPaths: [] }),
  offlineReading: Joi.boolean().default(false),
  docFeedback: Joi.alternatives()
    .try(
      Joi.valid(false),
      Joi.object<DocFeedbackConfig>({
        newIssueUrl: Joi.string().uri({ scheme: ['https', 'http'] }).required(),
        labels: Joi.array().items(Joi.string()).default([]),
      }),
    )
    .default(false),
  algolia: Joi.object<AlgoliaConfig>({
    appId: Joi.string().required(),
    apiKey: Joi.string().required(),
    indexName: Joi.string().required(),
    contextualSearch: Joi.boolean().default(true),
    searchPagePath: Joi.string().pattern(/^[^/].*[^/]$|^[^/]$/, 'without leading or trailing /'),
    externalUrlRegex: Joi.string(),
    replaceSearchResultPathname: Joi.object({ from: Joi.string().required(), to: Joi.string().required() }),
  }),
  analytics: Joi.alternatives()
    .try(Joi.valid(false), Joi.object({ scripts: Joi.array().items(analyticsScript).unique('id').required() }))
    .default(false),
}).unknown();

export function validateThemeConfig({ themeConfig, validate }: ThemeConfigValidationContext<RainbondThemeConfig>): RainbondThemeConfig {
  return validate(themeConfigSchema, themeConfig);
}
