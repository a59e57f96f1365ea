import type { ButtonLink } from '@rainbond/ui';
/** The copy of /xinchuang, as `marketing/xinchuang/page.yml` holds it (validated by content-schema.ts). */

interface Item {
  title: string;
  description: string;
}

/** A card that links into the docs (labelled "read the docs") or elsewhere on the site ("read the article"). */
export interface LinkedItem extends Item {
  href: string;
}

/** A table that scrolls sideways on narrow screens: its name for that region, its caption, column headings and rows. */
export interface Table<Column extends string, Cell extends string = Column> {
  scroll: string;
  caption: string;
  columns: Record<Column, string>;
  rows: readonly Record<Cell, string>[];
}

export interface XinchuangContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; actions: readonly ButtonLink[]; command: string };
  links: { readDocs: string; readArticle: string };
  problem: { title: string; intro: string; items: readonly Item[] };
  multiarch: { title: string; description: string; points: readonly string[]; diagram: Record<string, string> };
  platforms: {
    title: string;
    intro: string;
    /** `alias` is shown after the instruction set's name. */
    cpu: Table<'isa' | 'chips' | 'support', 'isa' | 'alias' | 'chips' | 'support'>;
    os: Record<'domestic' | 'general', { title: string; names: readonly string[] }>;
    note: string;
  };
  steps: { title: string; intro: string; read: string; items: readonly { title: string; text: string; href: string }[] };
  workload: Table<'kind' | 'examples' | 'effort' | 'how'> & {
    title: string;
    intro: string;
    /** The languages Rainbond builds from source on arm64. */
    languages: { title: string; names: readonly string[]; note: string };
  };
  install: { title: string; intro: string; items: readonly LinkedItem[] };
  docs: { title: string; intro: string; items: readonly LinkedItem[] };
  cta: { title: string; description: string; actions: readonly ButtonLink[] };
}
