/**
 * A marketing page as data (`@theme/MarketingSectionsPage`): its meta, then bands in order, each
 * naming its kind in `type`. The preset validates a page's YAML against this shape
 * (`marketingPages` routes with `sections`), so a writer edits words and order, never React.
 */
export interface MarketingSectionsContent {
  readonly meta: { readonly title: string; readonly description: string };
  readonly sections: readonly MarketingBand[];
}

export type MarketingBand = ({ readonly type: 'hero' } & HeroBand) | ({ readonly type: 'section' } & SectionBand) | ({ readonly type: 'cta' } & CtaBand);

/** The ui kit's icons a page's data may name. */
export type IconNameData = 'github' | 'gitee' | 'gitcode' | 'copy' | 'check' | 'externalLink' | 'star' | 'arrowRight' | 'globe';

export interface ButtonLinkData {
  readonly label: string;
  readonly href: string;
  readonly variant?: 'secondary' | 'ghost';
  readonly startIcon?: IconNameData;
  readonly endIcon?: IconNameData;
}

/** A drawing of the content package's `marketing/diagrams/`: its SVG (read at build time) and the words it shows. */
export interface DrawingData {
  readonly svg: string;
  readonly labels: Readonly<Record<string, string>>;
}

export interface HeroBand {
  readonly eyebrow?: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly actions?: readonly ButtonLinkData[];
  /** An install command the reader copies, with what it does. */
  readonly command?: { readonly command: string; readonly label: string };
  readonly drawing?: DrawingData;
  readonly centered?: boolean;
}

export interface SectionBand {
  /** The fragment links point at (`/partners#join`). */
  readonly id?: string;
  readonly title?: string;
  /** The band's name for assistive technology when it has no title (e.g. a band of figures). */
  readonly label?: string;
  readonly intro?: string;
  /** Heading and buttons centred. */
  readonly centered?: boolean;
  /** Sections alternate tones, starting with `default`; a tone given here restarts the alternation. */
  readonly tone?: 'default' | 'alt';
  readonly blocks: readonly MarketingBlock[];
}

export interface CtaBand {
  readonly title: string;
  readonly description?: string;
  readonly actions: readonly ButtonLinkData[];
}

/** A link that names its target for screen readers: the link text, then ": <card title>". */
export interface CardData {
  /** Above the title; a link card shows an arrow (or an external-link sign) by default. */
  readonly icon?: IconNameData;
  readonly title: string;
  readonly description: string;
  readonly href?: string;
  /** The link's text; the block's `link` when absent. */
  readonly link?: string;
}

export interface EntryData {
  readonly title: string;
  /** A line under the title, e.g. who it is for. */
  readonly subtitle?: string;
  readonly badge?: { readonly label: string; readonly tone: 'primary' | 'neutral' | 'accent' | 'success' | 'warning' };
  readonly paragraphs?: readonly string[];
  /** Ticked points. */
  readonly points?: readonly string[];
  readonly tags?: readonly string[];
  readonly links?: readonly { readonly label: string; readonly href: string }[];
  readonly actions?: readonly ButtonLinkData[];
  /** Drawn with a strong border, e.g. the recommended edition. */
  readonly featured?: boolean;
}

/** Key figures, with the group's name for assistive technology. */
export interface StatsData {
  readonly label: string;
  readonly items: readonly { readonly value: string; readonly label: string }[];
}

/** A feature table: groups of rows, each row a feature and a value per column (included, not included, or a word). */
export interface ComparisonData {
  readonly caption: string;
  readonly featureLabel: string;
  readonly columns: readonly { readonly key: string; readonly label: string; readonly highlight?: boolean }[];
  readonly groups: readonly {
    readonly title: string;
    readonly rows: readonly { readonly feature: string; readonly description?: string; readonly href?: string; readonly values: Readonly<Record<string, boolean | string>> }[];
  }[];
  readonly includedLabel: string;
  readonly excludedLabel: string;
  readonly scrollLabel?: string;
}

/** A table cell: a sentence, or a sentence with a code line under it (a file name, an alias). */
export type CellData = string | { readonly text: string; readonly code: string };

export type MarketingBlock =
  | { readonly type: 'cards'; readonly columns?: 2 | 3 | 4; readonly link?: string; readonly items: readonly CardData[] }
  | { readonly type: 'entries'; readonly columns?: 2 | 3; readonly items: readonly EntryData[] }
  | {
      readonly type: 'split';
      readonly title: string;
      readonly description?: string;
      readonly points?: readonly string[];
      /** Beside the text: a drawing, a panel or figures. */
      readonly drawing?: DrawingData;
      readonly panel?: PanelData;
      readonly stats?: StatsData;
      readonly reverse?: boolean;
    }
  | ({ readonly type: 'table' } & TableData)
  | ({ readonly type: 'comparison' } & ComparisonData)
  | ({ readonly type: 'stats' } & StatsData)
  | {
      readonly type: 'commandTabs';
      /** Names the tab list. */
      readonly label: string;
      readonly items: readonly { readonly label: string; readonly command: string; readonly commandLabel: string; readonly prompt?: string; readonly note?: string }[];
    }
  | { readonly type: 'tags'; readonly title?: string; /** The list's name when it has no title. */ readonly label?: string; readonly centered?: boolean; readonly tone?: 'primary' | 'neutral' | 'accent'; readonly tags: readonly string[]; readonly note?: string }
  | {
      readonly type: 'steps';
      readonly label?: string;
      readonly title?: string;
      readonly intro?: string;
      readonly items: readonly { readonly title: string; readonly description: string; readonly href?: string; readonly link?: string }[];
    }
  | ({ readonly type: 'panel' } & PanelData)
  | { readonly type: 'columns'; readonly blocks: readonly MarketingBlock[] }
  | { readonly type: 'actions'; readonly actions: readonly ButtonLinkData[] }
  | { readonly type: 'commands'; readonly label: string; readonly items: readonly { readonly command: string; readonly label: string }[] }
  | { readonly type: 'note'; readonly text: string; readonly link?: { readonly label: string; readonly href: string } };

export interface TableData {
  readonly caption: string;
  readonly hideCaption?: boolean;
  /** The name of the region that scrolls sideways on narrow screens. */
  readonly scroll?: string;
  readonly minWidth?: string;
  readonly columns: Readonly<Record<string, string>>;
  readonly rows: readonly Readonly<Record<string, CellData>>[];
}

/** A titled block of ticked points or links, boxed or plain, with buttons or a table under them. */
export interface PanelData {
  readonly title: string;
  readonly intro?: string;
  readonly items?: readonly string[];
  readonly links?: readonly { readonly label: string; readonly href: string }[];
  readonly boxed?: boolean;
  readonly actions?: readonly ButtonLinkData[];
  readonly table?: TableData;
}
