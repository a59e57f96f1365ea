import { Joi } from '@docusaurus/utils-validation';
import type { Options as ClassicOptions } from '@docusaurus/preset-classic';
import type { LlmsPluginOptions } from './llms';
import type { MarketingPagesOptions } from './marketing-pages';
import { isStandardSchema } from './marketing-pages/standard-schema';
import type { IndexPage } from './collection-index';
import type { GeneratedPages } from './assembly/source-links';

type DocsPluginOptions = Exclude<NonNullable<ClassicOptions['docs']>, false>;
type BlogPluginOptions = Exclude<NonNullable<ClassicOptions['blog']>, false>;
type PagesPluginOptions = Exclude<NonNullable<ClassicOptions['pages']>, false>;

/** The docs plugin's options, plus the content packages to read the versions from. */
export type DocsOptions = DocsPluginOptions & {
  /** Docs content packages, newest first; exactly one has version "current" (see the README). */
  readonly packages?: readonly string[];
};

/** The blog plugin's options, plus the content package to read the posts from. */
export type BlogOptions = BlogPluginOptions & {
  readonly package?: string;
};

/** Folders of markdown pages in a content package, one docs plugin instance each, with an index route. */
export interface CollectionsOptions {
  readonly package: string;
  /** Folder names in the package; each is served at `/<name>/<page>`. */
  readonly names: readonly string[];
  /**
   * The component of each collection's index route (`/<name>`), which gets the pages' front matter
   * as `entries`; or `{ component, copy: { file, schema } }` to give it its copy from the package's
   * `marketing/` folder as `copy`.
   */
  readonly indexPages: Readonly<Record<string, IndexPage>>;
}

/** A folder of standalone markdown pages in a content package (a pages plugin instance). */
export interface MarkdownPagesOptions {
  readonly package: string;
  readonly folder: string;
  /** The pages plugin instance's id. */
  readonly id: string;
}

export interface MarkdownOptions {
  /** Draw ```mermaid blocks as inline SVG at build time (the theme's remarkMermaidDiagrams). */
  readonly diagrams: boolean;
  /** Highlight code blocks at build time (the theme's remarkHighlightCode). */
  readonly highlightCode: boolean;
  /** More remark plugins for every markdown source (docs, blog, collections, pages), after the two above. */
  readonly remarkPlugins: readonly unknown[];
}

/** "Last updated" under docs pages and posts, from Git (see `gitHistoryVcs`). */
export interface LastUpdateOptions {
  /** Name the author of the last change beside the date. */
  readonly author: boolean;
}

/** "Edit this page" on docs pages and posts, from the `repository` field of each content package. */
export interface EditLinksOptions {
  /** The branch the links edit. */
  readonly branch: string;
  /** Docs pages a package's build generates, linked to the file they come from instead. */
  readonly generatedPages: readonly GeneratedPages[];
}

export interface PresetOptions {
  readonly docs?: false | DocsOptions;
  readonly blog?: false | BlogOptions;
  readonly pages?: false | PagesPluginOptions;
  readonly collections?: false | CollectionsOptions;
  readonly markdownPages?: false | MarkdownPagesOptions;
  /** Pages whose copy is YAML per locale in a content package, rendered by the site's compositions. */
  readonly marketingPages?: false | MarketingPagesOptions;
  readonly theme?: ClassicOptions['theme'];
  readonly sitemap?: ClassicOptions['sitemap'];
  readonly svgr?: ClassicOptions['svgr'];
  readonly debug?: boolean;
  readonly markdown?: Partial<MarkdownOptions>;
  /** Lean docs and blog data, lean client bundle (see the README). */
  readonly leanBundle?: boolean;
  /** Route data per section: first loads that do not grow with the number of pages. */
  readonly routeSections?: boolean;
  /** Translations of the site's own `src/` inlined into the modules that show them. */
  readonly inlineTranslations?: boolean;
  /** `llms.txt`, `llms-full*.txt` and `<page>.md` for every doc and post; false turns them off. */
  readonly llms?: false | { readonly summary?: string; readonly labels?: Partial<LlmsPluginOptions['labels']> };
  /** Index the build with Pagefind in `rainbond-docs postbuild`. */
  readonly search?: boolean;
  /** A YAML or JSON file of the search's synonyms, kept phrases and stop words, published as /search-terms.json. */
  readonly searchVocabulary?: false | string;
  /** The inline head script that maps `/a.html` and `/a/index.html` to the route `/a`. */
  readonly htmlSuffixScript?: boolean;
  /** When a page runs its scripts: on the reader's first intent (the default), or at load. */
  readonly appStart?: 'intent' | 'load';
  /**
   * A downloadable archive of each docs version per locale, for readers without internet access
   * (`downloads/<name>-<version>-<locale>.tar.gz`, written by `rainbond-docs postbuild`); false
   * (the default) writes none. `files` adds files of the build to a version's bundles, by version
   * label (`{ 'V6.2': ['/openapi/latest.json'] }`).
   */
  readonly offlineBundles?: false | OfflineBundlesOptions;
  /** "Last updated" on docs pages and posts; false (the default) shows none. */
  readonly lastUpdate?: false | Partial<LastUpdateOptions>;
  /** "Edit this page" links from the content packages; false (the default) shows none. */
  readonly editLinks?: false | Partial<EditLinksOptions>;
}

export interface OfflineBundlesOptions {
  readonly name: string;
  readonly files?: Readonly<Record<string, readonly string[]>>;
}

export interface NormalizedPresetOptions {
  readonly docs: false | DocsOptions;
  readonly blog: false | BlogOptions;
  readonly pages: false | PagesPluginOptions;
  readonly collections: false | CollectionsOptions;
  readonly markdownPages: false | MarkdownPagesOptions;
  readonly marketingPages: false | MarketingPagesOptions;
  readonly theme: ClassicOptions['theme'];
  readonly sitemap: ClassicOptions['sitemap'];
  readonly svgr: ClassicOptions['svgr'];
  readonly debug: boolean | undefined;
  readonly markdown: MarkdownOptions;
  readonly leanBundle: boolean;
  readonly routeSections: boolean;
  readonly inlineTranslations: boolean;
  readonly llms: false | { readonly summary?: string; readonly labels: LlmsPluginOptions['labels'] };
  readonly search: boolean;
  readonly searchVocabulary: false | string;
  readonly htmlSuffixScript: boolean;
  readonly appStart: 'intent' | 'load';
  readonly offlineBundles: false | OfflineBundlesOptions;
  readonly lastUpdate: false | LastUpdateOptions;
  readonly editLinks: false | EditLinksOptions;
}

const DEFAULT_LLMS_LABELS: LlmsPluginOptions['labels'] = {
  docs: 'Docs',
  blog: 'Blog',
  fullText: 'Full text',
  fullTextOf: 'Every {version} documentation page as Markdown, in one file',
};

/** A string that compiles as a regular expression; a bad one is reported with its key. */
function regularExpression(value: string): string {
  new RegExp(value);
  return value;
}

/** `false`, or an object checked by `schema`. */
const switchable = (schema: Joi.ObjectSchema) => Joi.alternatives().try(Joi.boolean().valid(false), schema);
const packageName = Joi.string().min(1);
/** Options passed on to a classic plugin, which validates them itself. */
const pluginOptions = Joi.object().unknown(true);
/** A zod, valibot or ArkType schema (anything with the Standard Schema `~standard.validate`). */
const standardSchema = Joi.any().custom((value: unknown, helpers) => (isStandardSchema(value) ? value : helpers.error('any.invalid'))).messages({
  'any.invalid': '{{#label}} must be a Standard Schema (zod, valibot, ArkType, …)',
});

const schema = Joi.object<NormalizedPresetOptions>({
  docs: switchable(pluginOptions.keys({ packages: Joi.array().items(packageName).min(1) })).default({}),
  blog: switchable(pluginOptions.keys({ package: packageName })).default({}),
  pages: switchable(pluginOptions).default({}),
  collections: switchable(
    Joi.object({
      package: packageName.required(),
      names: Joi.array().items(Joi.string().pattern(/^[\w-]+$/)).min(1).required(),
      indexPages: Joi.object()
        .pattern(Joi.string(), Joi.alternatives().try(Joi.string(), Joi.object({ component: Joi.string().required(), copy: Joi.object({ file: Joi.string().pattern(/\.ya?ml$/).required(), schema: standardSchema.required() }).required() })))
        .required(),
    }),
  ).default(false),
  markdownPages: switchable(Joi.object({ package: packageName.required(), folder: Joi.string().required(), id: Joi.string().required() })).default(false),
  marketingPages: switchable(
    Joi.object({
      contentDir: Joi.string().min(1).required(),
      routes: Joi.array()
        .items(
          Joi.alternatives().conditional(Joi.object({ sections: Joi.exist() }).unknown(), {
            // A page drawn entirely from one YAML file by @theme/MarketingSectionsPage.
            then: Joi.object({ path: Joi.string().pattern(/^\//).required(), sections: Joi.string().pattern(/\.ya?ml$/).required() }),
            otherwise: Joi.object({
              path: Joi.string().pattern(/^\//).required(),
              component: Joi.string().min(1).required(),
              modules: Joi.object()
                .pattern(
                  Joi.string(),
                  // A YAML file and its schema ('sections' for the theme's), or an SVG drawing (no schema: its placeholders are checked when it renders).
                  Joi.object({
                    file: Joi.string().pattern(/\.(ya?ml|svg)$/).required(),
                    schema: Joi.when('file', { is: Joi.string().pattern(/\.svg$/), then: Joi.forbidden(), otherwise: Joi.alternatives().try(Joi.string().valid('sections'), standardSchema).required() }),
                  }),
                )
                .min(1)
                .required(),
              props: Joi.object(),
            }),
          }),
        )
        .required(),
    }),
  ).default(false),
  theme: pluginOptions,
  sitemap: Joi.alternatives().try(Joi.boolean().valid(false), pluginOptions),
  svgr: Joi.alternatives().try(Joi.boolean().valid(false), pluginOptions),
  debug: Joi.boolean(),
  markdown: Joi.object({
    diagrams: Joi.boolean().default(true),
    highlightCode: Joi.boolean().default(true),
    remarkPlugins: Joi.array().items(Joi.alternatives().try(Joi.function(), Joi.array().ordered(Joi.function().required()).items(Joi.any()))).default([]),
  }).default(),
  leanBundle: Joi.boolean().default(true),
  routeSections: Joi.boolean().default(true),
  inlineTranslations: Joi.boolean().default(true),
  llms: switchable(
    Joi.object({
      summary: Joi.string(),
      labels: Joi.object({
        docs: Joi.string().default(DEFAULT_LLMS_LABELS.docs),
        blog: Joi.string().default(DEFAULT_LLMS_LABELS.blog),
        fullText: Joi.string().default(DEFAULT_LLMS_LABELS.fullText),
        fullTextOf: Joi.string().pattern(/\{version\}/).default(DEFAULT_LLMS_LABELS.fullTextOf),
      }).default(),
    }),
  ).default({ labels: DEFAULT_LLMS_LABELS }),
  search: Joi.boolean().default(true),
  searchVocabulary: Joi.alternatives().try(Joi.boolean().valid(false), Joi.string().min(1)).default(false),
  htmlSuffixScript: Joi.boolean().default(true),
  appStart: Joi.string().valid('intent', 'load').default('intent'),
  offlineBundles: switchable(
    Joi.object({
      name: Joi.string().pattern(/^[a-z0-9][a-z0-9.-]*$/, 'lowercase letters, digits, dots and dashes').required(),
      files: Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string().pattern(/^\/(?!\/)/, 'a path of the build, from /'))),
    }),
  ).default(false),
  lastUpdate: switchable(Joi.object({ author: Joi.boolean().default(false) })).default(false),
  editLinks: switchable(
    Joi.object({
      branch: Joi.string().pattern(/^[^\s/][^\s]*$/, 'a branch name').default('main'),
      generatedPages: Joi.array()
        .items(Joi.object({ pattern: Joi.string().required().custom(regularExpression), source: Joi.string().required() }))
        .default([]),
    }),
  ).default(false),
});

/** Checks the preset's options and fills in the defaults; a wrong option fails with its key named. */
export function normalizePresetOptions(options: unknown): NormalizedPresetOptions {
  const { error, value } = schema.validate(options ?? {}, { abortEarly: true, convert: false });
  if (error !== undefined) throw new Error(`@rainbond/docusaurus-preset: ${error.message}`);
  const { docs, blog, editLinks } = value as NormalizedPresetOptions;
  for (const [key, plugin] of [['docs', docs], ['blog', blog]] as const) {
    if (editLinks !== false && plugin !== false && plugin.editUrl !== undefined) {
      throw new Error(`@rainbond/docusaurus-preset: "${key}.editUrl" and "editLinks" both set the edit links; keep one`);
    }
  }
  return value as NormalizedPresetOptions;
}
