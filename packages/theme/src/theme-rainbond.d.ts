/// <reference types="@docusaurus/module-type-aliases" />

// The components this theme adds under @theme/*, typed once for the theme and for sites that use them.

declare module '@theme/StructuredData' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly data: Record<string, unknown>;
  }
  export default function StructuredData(props: Props): ReactElement;
}

declare module '@theme/OfflineReading' {
  import type { ReactElement } from 'react';

  export interface Props {
    /** The docs version to save (its label). */
    readonly version: string;
  }
  export default function OfflineReading(props: Props): ReactElement | null;
}

declare module '@theme/OfflineReading/Panel' {
  import type { ReactElement, ReactNode } from 'react';

  export interface Props {
    readonly version: string;
    /** The save button's text, as the page shows it before the panel loads. */
    readonly saveLabel: ReactNode;
    /** Start saving at once: the reader pressed the button. */
    readonly saveNow: boolean;
  }
  export default function OfflineReadingPanel(props: Props): ReactElement;
}

declare module '@theme/OfflineDocsBundles' {
  import type { ReactElement } from 'react';

  export interface Props {
    /** The docs version whose bundles to list (its label, `V6.2`); every version's without it. */
    readonly version?: string;
  }
  export default function OfflineDocsBundles(props: Props): ReactElement;
}

declare module '@theme/MarkdownPageActions' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly permalink: string;
  }
  export default function MarkdownPageActions(props: Props): ReactElement | null;
}

declare module '@theme/DocFeedback' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly pageTitle: string;
    /** The docs version's label, put into the issue a reader opens. */
    readonly version?: string;
  }
  export default function DocFeedback(props: Props): ReactElement | null;
}

declare module '@theme/DocFeedback/FollowUp' {
  import type { ReactElement } from 'react';

  export interface Props {
    /** `themeConfig.docFeedback` */
    readonly config: { readonly newIssueUrl: string; readonly labels: readonly string[] };
    readonly pageTitle: string;
    readonly version?: string;
  }
  export default function DocFeedbackFollowUp(props: Props): ReactElement;
}

declare module '@theme/DocVersionSwitchNotice' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly versionLabel: string;
  }
  export default function DocVersionSwitchNotice(props: Props): ReactElement | null;
}

declare module '@theme/MarketingHeader' {
  import type { ReactElement } from 'react';

  export default function MarketingHeader(): ReactElement;
}

declare module '@theme/SupportDialog' {
  import type { ReactElement } from 'react';

  export default function SupportDialog(): ReactElement | null;
}

declare module '@theme/SupportDialog/Window' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly open: boolean;
    readonly onClose: () => void;
    /** `themeConfig.supportDialog` */
    readonly config: {
      readonly width: number;
      readonly title: string;
      readonly body: string;
      readonly actions: readonly { readonly label: string; readonly to?: string; readonly href?: string }[];
    };
  }
  export default function SupportDialogWindow(props: Props): ReactElement;
}

declare module '@theme/CommandBox' {
  import type { ReactElement } from 'react';
  import type { CommandBoxProps } from '@rainbond/ui';

  export type Props = Omit<CommandBoxProps, 'copyLabel' | 'copiedLabel'>;
  export default function CommandBox(props: Props): ReactElement;
}

declare module '@theme-init/Navbar' {
  export { default } from '@theme/Navbar';
}

declare module '@theme-init/AnnouncementBar' {
  export { default } from '@theme/AnnouncementBar';
}

declare module '@theme/SearchModal' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly initialQuery: string;
    readonly onClose: () => void;
  }
  export default function SearchModal(props: Props): ReactElement | null;
}

declare module '@theme/SearchPage' {
  import type { ReactElement } from 'react';

  export interface Props {
    /** The script that answers a load of `?q=…` before the app starts; a module of the search route. */
    readonly earlyScript: string;
  }

  export default function SearchPage(props: Props): ReactElement;
}

declare module '@theme/SearchIndexFields' {
  import type { ReactElement } from 'react';

  export interface Props {
    readonly type: 'docs' | 'blog' | 'page';
    readonly version?: string;
    readonly title?: string;
  }
  export default function SearchIndexFields(props: Props): ReactElement;
}

declare module '@theme/MarketingPage' {
  import type { ReactElement, ReactNode } from 'react';

  export interface Props {
    readonly meta: { readonly title: string; readonly description: string };
    readonly head?: ReactNode;
    readonly children: ReactNode;
  }
  export default function MarketingPage(props: Props): ReactElement;
}

declare module '@theme/MarketingSections' {
  import type { ReactElement } from 'react';
  import type { MarketingBand } from '@rainbond/docusaurus-theme';

  export interface Props {
    readonly sections: readonly MarketingBand[];
  }
  export default function MarketingSections(props: Props): ReactElement;
}

declare module '@theme/MarketingSectionsPage' {
  import type { ReactElement, ReactNode } from 'react';
  import type { MarketingSectionsContent } from '@rainbond/docusaurus-theme';

  export interface Props {
    readonly content: MarketingSectionsContent;
    readonly head?: ReactNode;
  }
  export default function MarketingSectionsPage(props: Props): ReactElement;
}

declare module '@theme-init/MDXComponents' {
  export { default } from '@theme/MDXComponents';
}

declare module '@theme-init/CodeBlock/Content/String' {
  export { default } from '@theme/CodeBlock/Content/String';
}

declare module '@theme-init/Navbar/MobileSidebar' {
  export { default } from '@theme/Navbar/MobileSidebar';
}


declare module '@theme/StaleTranslationNotice' {
  import type { ReactElement } from 'react';

  export interface Props {
    /** YYYY-MM-DD: when the source page changed. */
    readonly changedOn: string;
    readonly message: string;
    readonly linkLabel: string;
  }
  export default function StaleTranslationNotice(props: Props): ReactElement;
}
