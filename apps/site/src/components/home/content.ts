import type { IconName } from '@rainbond/ui';
import type { ButtonLink } from '@rainbond/ui';

/** The copy of the home page, as `marketing/home.yml` holds it (validated by content-schema.ts). */

export interface TitledText {
  title: string;
  description: string;
}

/** A band with text and points beside a diagram. */
export interface SplitBand extends TitledText {
  points: readonly string[];
  /** The diagram's accessible name. */
  diagram: string;
}

export interface HomeContent {
  meta: TitledText;
  hero: { eyebrow: string; title: string; subtitle: string; actions: readonly ButtonLink[]; commandLabel: string; diagram: string };
  stats: { label: string; items: readonly { value: string; label: string }[] };
  easy: SplitBand;
  languages: { title: string; intro: string; items: readonly string[] };
  integration: SplitBand;
  modules: SplitBand;
  extensions: { title: string; intro: string; items: readonly (TitledText & { icon: IconName; href?: string; linkLabel?: string })[] };
  operations: { title: string; intro: string; items: readonly TitledText[] };
  themes: { title: string; items: readonly TitledText[] };
  install: { title: string; intro: string; tabsLabel: string; systems: Record<InstallSystem, { label: string; commandLabel: string; note: string }> };
  cta: TitledText & { actions: readonly ButtonLink[] };
  /** The words of the drawings `marketing/diagrams/{source-to-app,integration,modules}.svg`. */
  diagrams: Record<'sourceToApp' | 'integration' | 'modules', Record<string, string>>;
}

export type InstallSystem = 'linux' | 'mac' | 'windows';

