import type { ButtonLink } from '@rainbond/ui';
/**
 * The copy of /opensourceApps, as `marketing/opensourceApps/page.yml` holds it, and the featured apps by
 * category (`marketing/opensourceApps/categories.yml`, which /marketplace shows too); validated by content-schema.ts.
 */

/** The listing of the open-source app store; every featured app links there. */
export const STORE_URL = 'https://hub.grapps.cn/marketplace';

export interface OpenSourceApp {
  /** The project's own name, the same in every locale. */
  name: string;
  /** One line on what the project does. */
  description: string;
  /** A note on the store edition, e.g. a cluster edition, when there is one worth mentioning. */
  note?: string;
}

/** A category of featured apps, in the order the page shows them. */
export interface AppCategory {
  /** The id of the category's section on /opensourceApps, so that other pages can link to it. */
  anchor: string;
  title: string;
  description: string;
  apps: readonly OpenSourceApp[];
}

/** What each app card says besides the app's own text. */
export interface AppCardLabels {
  view: string;
  newTab: string;
}

export interface AppCategories {
  categories: readonly AppCategory[];
}

export interface OpenSourceAppsContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; actions: readonly ButtonLink[] };
  jump: { label: string; how: string };
  card: AppCardLabels;
  how: {
    title: string;
    intro: string;
    stepsLabel: string;
    steps: readonly { title: string; description: string }[];
    noRainbond: { title: string; text: string; command: string; quickInstall: string };
    offline: { title: string; text: string; link: string };
  };
  /** Three ways on when an app is missing: search the store, publish it, join the partner programme. */
  missing: { title: string; intro: string; links: readonly { title: string; description: string; linkLabel: string }[] };
  cta: { title: string; description: string; actions: readonly ButtonLink[] };
}
