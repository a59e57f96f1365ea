import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { DefaultParseFrontMatter, LoadContext, ParseFrontMatter, Plugin } from '@docusaurus/types';
import { loadMarketingData, marketingFile, type MarketingData } from './marketing-pages/load-data';

/** One page of a collection, as the index pages (/case, /usescene) list it. */
export interface CollectionEntry {
  readonly slug: string;
  /** Route of the page without the base URL (Docusaurus's Link adds it). */
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly position: number;
  /** Every other front matter field (customer, industry, summary, results, ...). */
  readonly fields: Record<string, unknown>;
}

export type CollectionIndex = Record<string, { entries: CollectionEntry[]; copy?: unknown }>;

/**
 * A collection's index route: its component, and optionally its copy, a data file of the package's
 * `marketing/` folder (per locale, validated, as the `marketingPages` option reads them) given as `copy`.
 */
export type IndexPage = string | { readonly component: string; readonly copy: MarketingData };

export interface CollectionIndexOptions {
  /** The index page of each collection, e.g. `{ case: { component: '@site/src/CaseIndexPage', copy: { file: 'case-index.yml', schema } } }`. */
  readonly indexPages: Readonly<Record<string, IndexPage>>;
  /** The content package's root: Chinese pages in `<collection>/`, translations in `i18n/<locale>/<collection>/`. */
  readonly root: string;
  readonly collections: readonly string[];
  readonly defaultLocale: string;
}

/** Docusaurus' own front matter parsing (gray-matter), which a site's `markdown.parseFrontMatter` may wrap. */
const defaultParseFrontMatter: DefaultParseFrontMatter = async ({ fileContent }) => {
  const { data, content } = matter(fileContent);
  return { frontMatter: data, content };
};

/**
 * Reads a collection's front matter in one locale, ordered by `sidebar_position`, through the site's
 * `markdown.parseFrontMatter` (as Docusaurus reads the pages themselves), so a key the site drops
 * stays out of the index data too.
 */
export async function readCollection(folder: string, collection: string, parseFrontMatter?: ParseFrontMatter): Promise<CollectionEntry[]> {
  const files = readdirSync(folder).filter((file) => /\.mdx?$/.test(file));
  const entries = await Promise.all(
    files.map(async (file) => {
      const params = { filePath: path.join(folder, file), fileContent: readFileSync(path.join(folder, file), 'utf8') };
      const { frontMatter } = await (parseFrontMatter === undefined ? defaultParseFrontMatter(params) : parseFrontMatter({ ...params, defaultParseFrontMatter }));
      const { title, description, sidebar_position: position, ...fields } = frontMatter;
      const slug = file.replace(/\.mdx?$/, '');
      if (typeof title !== 'string' || typeof description !== 'string') {
        throw new Error(`${params.filePath}: front matter needs "title" and "description"`);
      }
      return { slug, permalink: `/${collection}/${slug}`, title, description, position: Number(position ?? 0), fields };
    }),
  );
  return entries.sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
}

/**
 * Adds each collection's index route (`/case`, `/usescene`) with the front matter of its pages as
 * the route's `entries` prop, so index pages render their cards from the pages themselves rather
 * than from a hand-kept list, and only the index page loads that data.
 */
export default function collectionIndexPlugin(context: LoadContext, options: CollectionIndexOptions): Plugin {
  const { currentLocale, defaultLocale, locales } = context.i18n;
  const folderOf = (collection: string) =>
    currentLocale === options.defaultLocale ? path.join(options.root, collection) : path.join(options.root, 'i18n', currentLocale, collection);
  return {
    name: 'collection-index',
    getPathsToWatch: () => [
      ...options.collections.map((collection) => `${folderOf(collection)}/**/*.{md,mdx}`),
      ...Object.values(options.indexPages).flatMap((page) => (typeof page === 'object' ? [marketingFile(options.root, currentLocale, defaultLocale, page.copy.file)] : [])),
    ],
    async loadContent(): Promise<CollectionIndex> {
      const { parseFrontMatter } = context.siteConfig.markdown;
      const copyOf = (collection: string) => {
        const page = options.indexPages[collection];
        return typeof page === 'object' ? { copy: loadMarketingData(options.root, { currentLocale, defaultLocale, locales }, page.copy) } : {};
      };
      return Object.fromEntries(
        await Promise.all(
          options.collections.map(async (collection) => [collection, { entries: await readCollection(folderOf(collection), collection, parseFrontMatter), ...copyOf(collection) }] as const),
        ),
      );
    },
    async contentLoaded({ content, actions }) {
      for (const [collection, { entries, copy }] of Object.entries(content as CollectionIndex)) {
        const page = options.indexPages[collection];
        if (page === undefined) throw new Error(`collection-index: no index page component for "${collection}" in indexPages`);
        const modules: Record<string, string> = { entries: await actions.createData(`${collection}-entries.json`, JSON.stringify(entries)) };
        if (copy !== undefined) modules.copy = await actions.createData(`${collection}-copy.json`, JSON.stringify(copy));
        actions.addRoute({ path: `${context.baseUrl}${collection}`, component: typeof page === 'string' ? page : page.component, exact: true, modules });
      }
    },
  };
}
