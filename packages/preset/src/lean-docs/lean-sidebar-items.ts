export type SidebarItem = { type?: string; docId?: string; unlisted?: boolean; items?: SidebarItem[]; [key: string]: unknown };

/**
 * A sidebar item without what the browser never reads: the `docId` of links (only DocCard grids
 * read it, and they cannot render here, see without-doc-index.ts) and `unlisted: false`.
 */
export function leanSidebarItem({ docId: _docId, unlisted, items, ...item }: SidebarItem): SidebarItem {
  return { ...item, ...(unlisted === true ? { unlisted } : {}), ...(items === undefined ? {} : { items: items.map(leanSidebarItem) }) };
}
