/**
 * Same topic across docs versions. The version dropdown (the classic one) links a page to the doc
 * with the same id in the other version, found in the docs plugin's global data, else to that
 * version's home. Docs that moved between versions are paired in a small manifest per content
 * package (`version-twins.json`: `{ "<other version>": { "<id here>": "<id there>" } }`); for each
 * pair, each version's global data gets an alias: the other version's id, with this version's
 * path. The route sections (route-registry) then carry a page's twin the way they carry a same-id
 * one, so nothing is added to the main bundle.
 */

/** One doc as the docs plugin's global data lists it. */
export interface GlobalDoc {
  readonly id: string;
  readonly path: string;
  readonly sidebar?: string;
}

export interface GlobalVersion {
  readonly name: string;
  readonly docs: readonly GlobalDoc[];
}

export interface DocsGlobalData {
  readonly versions: readonly GlobalVersion[];
}

/** `version-twins.json` of one version's package: the ids of its docs' twins, by other version. */
export type VersionTwinManifest = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface VersionTwins {
  readonly version: string;
  /** Where the manifest comes from, for error messages. */
  readonly source: string;
  readonly manifest: VersionTwinManifest;
}

/**
 * The global data with an alias per twin pair in both versions. Fails, naming the manifest, on a
 * version or doc that does not exist, on a pair of docs that already share an id, and on a doc
 * paired twice with the same version.
 */
export function withVersionTwins<Data extends DocsGlobalData>(data: Data, twins: readonly VersionTwins[]): Data {
  const byName = new Map(data.versions.map((version) => [version.name, version]));
  const aliases = new Map<string, GlobalDoc[]>();
  const paired = new Set<string>();
  const find = (source: string, versionName: string, id: string): GlobalDoc => {
    const version = byName.get(versionName);
    if (version === undefined) throw new Error(`${source}: there is no docs version "${versionName}" (versions: ${[...byName.keys()].join(', ')})`);
    const doc = version.docs.find((candidate) => candidate.id === id);
    if (doc === undefined) throw new Error(`${source}: version "${versionName}" has no doc "${id}"`);
    return doc;
  };
  const alias = (source: string, versionName: string, doc: GlobalDoc, id: string) => {
    const key = `${versionName}\u0000${id}`;
    if (byName.get(versionName)!.docs.some((candidate) => candidate.id === id) || paired.has(key)) {
      throw new Error(`${source}: "${id}" already has a twin in version "${versionName}" (the same id, or another pair)`);
    }
    paired.add(key);
    aliases.set(versionName, [...(aliases.get(versionName) ?? []), { id, path: doc.path, ...(doc.sidebar === undefined ? {} : { sidebar: doc.sidebar }) }]);
  };
  for (const { version, source, manifest } of twins) {
    for (const [otherVersion, pairs] of Object.entries(manifest)) {
      for (const [id, otherId] of Object.entries(pairs)) {
        const here = find(source, version, id);
        const there = find(source, otherVersion, otherId);
        alias(source, otherVersion, there, id);
        alias(source, version, here, otherId);
      }
    }
  }
  return { ...data, versions: data.versions.map((version) => ({ ...version, docs: [...version.docs, ...(aliases.get(version.name) ?? [])] })) };
}
