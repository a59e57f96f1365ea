import type { ButtonLink } from '@rainbond/ui';

/** The copy of the /feature/* pages, as `marketing/feature/*.yml` hold it (validated by content-schema.ts). */

export interface FeatureItem {
  title: string;
  description: string;
}

/** One band of the capabilities: a heading, a short intro, cards and optionally tags above them. */
export interface CapabilityBand {
  title: string;
  intro?: string;
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  /** Short tags shown as badges between the intro and the cards (languages, products, ...). */
  tags?: readonly string[];
  /** Names the tag list for assistive technology. */
  tagsLabel?: string;
}

export interface DocLink extends FeatureItem {
  href: string;
  /** The link text; defaults to "read the docs" for internal links and "visit" for external ones. */
  linkLabel?: string;
}

export interface FeaturePageContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; actions?: readonly ButtonLink[] };
  /** The problem the feature answers, as a heading, an intro and a few pain points. */
  problem: { title: string; intro: string; items: readonly FeatureItem[] };
  /** How Rainbond solves it, explained beside the page's diagram, with the diagram's labels. */
  solution: { title: string; description: string; points: readonly string[]; diagram: Record<string, string> };
  /** Key figures shown right after the solution. */
  stats?: { label: string; items: readonly { value: string; label: string }[] };
  capabilities: readonly CapabilityBand[];
  docs: { title: string; intro: string; links: readonly DocLink[] };
  cta: { title: string; description: string };
}

export interface FeatureSharedContent {
  hero: { actions: readonly ButtonLink[] };
  cta: { actions: readonly ButtonLink[] };
  docs: { read: string; visit: string };
  others: { title: string; links: readonly { label: string; href: string }[] };
}
