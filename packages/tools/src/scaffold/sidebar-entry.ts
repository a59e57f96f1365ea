/**
 * Where a new doc goes in a sidebars.json: after the last doc of the same folder, wherever that
 * folder's docs are listed; a doc in a folder no sidebar lists yet goes at the end of the `docs` sidebar.
 */
type SidebarItem = string | { type?: string; id?: string; items?: SidebarItem[]; [key: string]: unknown };
export type Sidebars = Record<string, SidebarItem[]>;

const folderOf = (id: string) => (id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '');
const docIdOf = (item: SidebarItem) => (typeof item === 'string' ? item : item.type === 'doc' ? item.id : undefined);

function insertBesideFolder(items: SidebarItem[], id: string): boolean {
  const folder = folderOf(id);
  let last = -1;
  items.forEach((item, index) => {
    const docId = docIdOf(item);
    if (docId !== undefined && folderOf(docId) === folder) last = index;
  });
  if (last >= 0) {
    items.splice(last + 1, 0, id);
    return true;
  }
  return items.some((item) => typeof item === 'object' && Array.isArray(item.items) && insertBesideFolder(item.items, id));
}

function containsDoc(items: readonly SidebarItem[], id: string): boolean {
  return items.some((item) => docIdOf(item) === id || (typeof item === 'object' && Array.isArray(item.items) && containsDoc(item.items, id)));
}

/** Adds `id` to the sidebars and returns the name of the sidebar it went into. */
export function addSidebarEntry(sidebars: Sidebars, id: string): string {
  for (const [name, items] of Object.entries(sidebars)) {
    if (containsDoc(items, id)) throw new Error(`sidebar "${name}" lists ${id} already`);
  }
  for (const [name, items] of Object.entries(sidebars)) if (insertBesideFolder(items, id)) return name;
  const fallback = sidebars.docs;
  if (fallback === undefined) throw new Error('no sidebar lists the folder of the new page and there is no "docs" sidebar to add it to');
  fallback.push(id);
  return 'docs';
}
