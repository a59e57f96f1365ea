import type { MobileMenuSection, NavItem, NavLink } from '@rainbond/ui';

/** What the conversion needs to know about one docs version (from the docs plugin's global data). */
export interface DocsVersionSummary {
  readonly label: string;
  /** The path of the version's main doc. */
  readonly mainDocPath: string;
  readonly sidebarPaths: Readonly<Record<string, string | undefined>>;
  readonly docPaths: Readonly<Record<string, string | undefined>>;
}

export interface NavbarContext {
  /** Versions of the default docs plugin, newest first; the first one is the latest. */
  readonly versions: readonly DocsVersionSummary[];
  /** The version the visitor chose last (remembered by the docs plugin); docs links go there. */
  readonly preferredVersion?: DocsVersionSummary;
  /** One link per locale, to the current page in that locale. */
  readonly locales: readonly { readonly label: string; readonly href: string }[];
  readonly currentLocaleLabel: string;
}

/** A navbar item as written in `themeConfig.navbar.items` (the classic theme's format). */
export interface NavbarConfigItem {
  readonly type?: string;
  readonly label?: string;
  readonly to?: string;
  readonly href?: string;
  readonly position?: 'left' | 'right';
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly items?: readonly NavbarConfigItem[];
  readonly sidebarId?: string;
  readonly docId?: string;
  readonly dropdownItemsAfter?: readonly NavbarConfigItem[];
  readonly dropdownItemsBefore?: readonly NavbarConfigItem[];
}

function linkItem(item: NavbarConfigItem): NavLink | null {
  const href = item.href ?? item.to;
  if (href === undefined) return null;
  return { label: item.label ?? '', href, className: item.className, ariaLabel: item['aria-label'] };
}

function isLink(item: NavItem | null): item is NavLink {
  return item !== null && !('items' in item);
}

function versionLinks(item: NavbarConfigItem, context: NavbarContext): NavLink[] {
  const extra = (list: readonly NavbarConfigItem[] = []) => list.map((entry) => convertNavbarItem(entry, context)).filter(isLink);
  return [
    ...extra(item.dropdownItemsBefore),
    ...context.versions.map((version) => ({ label: version.label, href: version.mainDocPath })),
    ...extra(item.dropdownItemsAfter),
  ];
}

function localeLinks(context: NavbarContext): NavLink[] {
  return context.locales.map((locale) => ({ label: locale.label, href: locale.href, reloadDocument: true }));
}

/**
 * Converts one classic-theme navbar item into the marketing header's data. Items that only make
 * sense in the docs navbar (search, raw HTML) give null; doc links resolve against the preferred
 * version, else the latest.
 */
export function convertNavbarItem(item: NavbarConfigItem, context: NavbarContext): NavItem | null {
  const latest = context.preferredVersion ?? context.versions[0];
  switch (item.type ?? 'default') {
    case 'default':
      return linkItem(item);
    case 'dropdown': {
      const items = (item.items ?? []).map((entry) => convertNavbarItem(entry, context)).filter(isLink);
      return items.length === 0 ? null : { label: item.label ?? '', items };
    }
    case 'docSidebar': {
      const href = item.sidebarId === undefined ? undefined : latest?.sidebarPaths[item.sidebarId];
      return href === undefined ? null : { label: item.label ?? '', href };
    }
    case 'doc': {
      const href = item.docId === undefined ? undefined : latest?.docPaths[item.docId];
      return href === undefined ? null : { label: item.label ?? '', href };
    }
    case 'docsVersionDropdown':
      return latest === undefined ? null : { label: latest.label, items: versionLinks(item, context) };
    case 'localeDropdown':
      return context.locales.length < 2 ? null : { label: context.currentLocaleLabel, items: localeLinks(context) };
    default:
      return null;
  }
}

function convertAll(items: readonly NavbarConfigItem[], context: NavbarContext): NavItem[] {
  return items.map((item) => convertNavbarItem(item, context)).filter((item): item is NavItem => item !== null);
}

/** The desktop header's items, split by their `position`. */
export function marketingNavItems(items: readonly NavbarConfigItem[], context: NavbarContext): { start: NavItem[]; end: NavItem[] } {
  return {
    start: convertAll(items.filter((item) => item.position !== 'right'), context),
    end: convertAll(items.filter((item) => item.position === 'right'), context),
  };
}

/**
 * The mobile menu: links and dropdowns in order; the locale and version switchers become titled
 * sections at the end ("Languages", "Versions").
 */
export function mobileMenuContent(
  items: readonly NavbarConfigItem[],
  context: NavbarContext,
  labels: { readonly languages: string; readonly versions: string },
): { items: NavItem[]; sections: MobileMenuSection[] } {
  const sections: MobileMenuSection[] = [];
  const links: NavbarConfigItem[] = [];
  for (const item of items) {
    if (item.type === 'localeDropdown') {
      if (context.locales.length > 1) sections.push({ label: labels.languages, items: localeLinks(context) });
    } else if (item.type === 'docsVersionDropdown') {
      if (context.versions.length > 0) sections.push({ label: labels.versions, items: versionLinks(item, context) });
    } else {
      links.push(item);
    }
  }
  return { items: convertAll(links, context), sections };
}
