/** One doc as the docs plugin's global data lists it. */
interface GlobalDoc {
  readonly id: string;
  readonly path: string;
  readonly sidebar?: string;
}

type GlobalData = Record<string, Record<string, { versions?: { name: string; path: string; docs: GlobalDoc[] }[] } | undefined> | undefined>;

/** [id, sidebar, path]; without a path, the doc's path is the version's path and its id. */
type CompactDoc = [string, string | null, string?];

/**
 * Puts back the docs a route section brings into the docs plugin's global data (the main bundle
 * keeps each version's main doc only), before any of the section's pages renders. Run by the
 * generated section modules (see ../route-data.cjs).
 */
export default function restoreDocs(globalData: GlobalData, docs: { pluginName: string; pluginId: string; versions: Record<string, CompactDoc[]> }): void {
  const versions = globalData[docs.pluginName]?.[docs.pluginId]?.versions ?? [];
  for (const version of versions) {
    const known = new Set(version.docs.map((doc) => doc.id));
    for (const [id, sidebar, path] of docs.versions[version.name] ?? []) {
      if (known.has(id)) continue;
      version.docs.push({ id, path: path ?? `${version.path.replace(/\/$/, '')}/${id}`, ...(sidebar === null ? {} : { sidebar }) });
    }
  }
}
