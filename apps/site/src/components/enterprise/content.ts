import type { ButtonLink } from '@rainbond/ui';

/** The copy of the enterprise edition page, as `marketing/enterprise.yml` holds it (validated by content-schema.ts). */

interface TitledText {
  title: string;
  description: string;
}

export interface Edition {
  name: string;
  model: string;
  points: readonly string[];
  actions: readonly ButtonLink[];
  featured?: boolean;
}

/** A feature in both editions, in the enterprise edition only, or with a word for each. */
export interface ComparisonRowContent {
  feature: string;
  description?: string;
  href?: string;
  included?: 'both' | 'enterprise';
  values?: { oss: string; enterprise: string };
}

export interface EnterpriseContent {
  meta: TitledText;
  hero: { eyebrow: string; title: string; subtitle: string; actions: readonly ButtonLink[] };
  editions: { title: string; intro: string; featuredLabel: string; items: readonly Edition[] };
  additions: { title: string; intro: string; items: readonly TitledText[] };
  comparison: {
    title: string;
    intro: string;
    note: string;
    caption: string;
    featureLabel: string;
    columns: { oss: string; enterprise: string };
    includedLabel: string;
    excludedLabel: string;
    scrollLabel: string;
    groups: readonly { title: string; rows: readonly ComparisonRowContent[] }[];
  };
  services: { title: string; intro: string; items: readonly TitledText[]; community: TitledText & { actions: readonly ButtonLink[] } };
  cta: TitledText & { actions: readonly ButtonLink[] };
}
