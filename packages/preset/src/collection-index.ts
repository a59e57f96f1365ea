import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { LoadContext, Plugin } from '@docusaurus/types';

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

export type CollectionIndex = Record<string, CollectionEntry[]>;

export interface CollectionIndexOptions {
  /** The index page component of each collection, e.g. `{ case: '@site/src/components/collections/CaseIndexPage' }`. */
  readonly indexPages: Readonly<Record<string, string>>;
  /** The content package's root: Chinese pages in `<collection>/`, translations in `i18n/<locale>/<collection>/`. */
  readonly root: string;
  readonly collections: readonly string[];
  readonly defaultLocale: string;
}

/** Reads a collection's front matter in one locale, ordered by `sidebar_position`. */
export function readCollection(folder: string, collection: string): CollectionEntry[] {
  return readdirSync(folder)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const { data } = matter(readFileSync(path.join(folder, file), 'utf8'));
      const { title, description, sidebar_position: position, ...fields } = data as Record<string, unknown>;
      const slug = file.replace(/\.mdx?$/, '');
      if (typeof title !== 'string' || typeof description !== 'string') {
        throw new Error(`${path.join(folder, file)}: front matter needs "title" and "description"`);
      }
      return { slug, permalink: `/${collection}/${slug}`, title, description, position: Number(position ?? 0), fields };
    })
    .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
}

/**
 * Adds each collection's index route (`/case`, `/usescene`) with the front matter of its pages as
 * the route's `entries` prop, so index pages render their cards from the pages themselves rather
 * than from a hand-kept list, and only the index page loads that data.
 */
export default function collectionIndexPlugin(context: LoadContext, options: CollectionIndexOptions): Plugin {
  const { currentLocale } = context.i18n;
  const folderOf = (collection: string) =>
    currentLocale === options.defaultLocale ? path.join(options.root, collection) : path.join(options.root, 'i18n', currentLocale, collection);
  return {
    name: 'collection-index',
    getPathsToWatch: () => options.collections.map((collection) => `${folderOf(collection)}/**/*.{md,mdx}`),
    async loadContent(): Promise<CollectionIndex> {
      return Object.fromEntries(options.collections.map((collection) => [collection, readCollection(folderOf(collection), collection)]));
    },
    async contentLoaded({ content, actions }) {
      for (const [collection, entries] of Object.entries(content as CollectionIndex)) {
        const component = options.indexPages[collection];
        if (component === undefined) throw new Error(`collection-index: no index page component for "${collection}" in indexPages`);
        const entriesPath = await actions.createData(`${collection}-entries.json`, JSON.stringify(entries));
        actions.addRoute({ path: `${context.baseUrl}${collection}`, component, exact: true, modules: { entries: entriesPath } });
      }
    },
  };
}
