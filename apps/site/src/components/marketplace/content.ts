import type { ButtonLink } from '@rainbond/ui';
/** The copy of /marketplace, as `marketing/marketplace/page.yml` holds it (validated by content-schema.ts). */

interface Item {
  title: string;
  description: string;
}

/** Numbered steps with a name for assistive technology. */
interface Steps {
  stepsLabel: string;
  steps: readonly Item[];
}

interface Titled {
  title: string;
  intro: string;
}

/** A table with a caption for screen readers, its column headings and rows. */
interface Table<Column extends string, Cell extends string = Column> {
  caption: string;
  columns: Record<Column, string>;
  rows: readonly (Record<Cell, string> & { file?: string })[];
}


export interface MarketplaceContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; actions: readonly ButtonLink[] };
  /** The words of the drawing `marketing/diagrams/store.svg`. */
  diagram: Record<string, string>;
  /** The local component library and the open-source app store side by side. */
  markets: Titled & Table<'label' | 'local' | 'store'> & { helm: string };
  /** The four kinds of packages the store holds. */
  types: Titled & { items: readonly Item[]; helmCommands: string; helmAdd: string; helmUpdate: string };
  install: Titled & Steps & { carries: Titled & { items: readonly string[] } };
  upgrade: { title: string; description: string; points: readonly string[]; after: { title: string; items: readonly string[] } };
  /** The store's categories come from `marketing/opensourceApps/categories.yml`; these are the section's own words. */
  categories: Titled & { more: string; all: string; store: string };
  publish: Titled & { ram: Titled & Steps; console: Titled & Steps; own: string; partners: string };
  /** `file` names the format's file, when it has one of its own. */
  offline: Titled & Steps & { formats: Titled & Table<'name' | 'target' | 'use'> };
  rainstore: Titled & { items: readonly Item[]; contact: string };
  docs: Titled & { read: string; links: readonly (Item & { href: string })[] };
  cta: { title: string; description: string; actions: readonly ButtonLink[] };
}
