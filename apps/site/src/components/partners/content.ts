import type { ButtonLink } from '@rainbond/ui';
/** The copy of /partners, as `marketing/partners/page.yml` holds it (validated by content-schema.ts). */

export type PartnerKind = 'app' | 'plugin';

/** A project or company from Rainbond's partner list; no logos, only names and links. */
export interface Partner {
  name: string;
  kind: PartnerKind;
  description: string;
  /** The project's repository or the company's website. */
  homepage: string;
  /** A page on this site that shows the partner's software on Rainbond, when there is one. */
  guide?: string;
}

interface Titled {
  title: string;
  intro: string;
}


export interface PartnersContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; actions: readonly ButtonLink[] };
  /** The words of the drawing `marketing/diagrams/partners.svg`. */
  diagram: Record<string, string>;
  why: Titled & { items: readonly { title: string; description: string }[] };
  types: Titled & { items: readonly { title: string; who: string; text: string; how: string }[] };
  benefits: Titled & { items: readonly string[]; articlesTitle: string; articlesText: string };
  /** The partners, sorted by name. */
  directory: Titled & { kinds: Record<PartnerKind, string>; homepage: string; guide: string; partners: readonly Partner[] };
  join: Titled & {
    stepsLabel: string;
    steps: readonly { title: string; description: string }[];
    prepareTitle: string;
    prepare: readonly string[];
    apply: string;
    share: string;
  };
  cta: { title: string; description: string; actions: readonly ButtonLink[] };
}
