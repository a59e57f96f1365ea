// Not archived-versions.json: the config's loader would resolve './archived-versions' to it.
import data from './archived-versions.data.json';

export interface ArchivedVersion {
  readonly version: string;
  readonly label: string;
  readonly href: string;
}

/** Checks the archived-versions list (written by `pnpm docs:retire`); a bad entry fails naming its index and key. */
export function parseArchivedVersions(raw: unknown, source = 'archived-versions.data.json'): ArchivedVersion[] {
  if (!Array.isArray(raw)) throw new Error(`${source} must be an array of { version, label, href }`);
  return raw.map((entry: unknown, index) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    for (const key of ['version', 'label', 'href'] as const) {
      if (typeof record[key] !== 'string' || record[key] === '') {
        throw new Error(`${source}[${index}]: "${key}" must be a non-empty string, got ${JSON.stringify(record[key])}`);
      }
    }
    if (!/^https:\/\//.test(record.href as string)) throw new Error(`${source}[${index}]: "href" must be an https URL, got ${JSON.stringify(record.href)}`);
    return { version: record.version as string, label: record.label as string, href: record.href as string };
  });
}

const archived = parseArchivedVersions(data);

/** Docs versions no longer built here; each lives on a site of its own. Newest first. */
export const archivedVersions: ReadonlyArray<{ label: string; href: string }> = archived.map(({ label, href }) => ({ label, href }));

const escaped = (version: string) => version.replace(/\./g, String.raw`\.`);
/** An archived version's docs address with the version as `$1` (`https://v$1-docs.example.com/docs`). */
const hrefTemplate = ({ version, href }: ArchivedVersion) => href.replace(/\/$/, '').split(version).join('$1');

/**
 * For the not-found page (theme `notFound.movedPaths`, which every page carries in the site
 * config): `/docs/<archived version>/<path>` is `<path>` on that version's site. Versions whose
 * sites share one address pattern share one rule.
 */
export const archivedDocsPaths: ReadonlyArray<{ pattern: string; to: string }> = [
  ...archived.reduce((byTemplate, entry) => byTemplate.set(hrefTemplate(entry), [...(byTemplate.get(hrefTemplate(entry)) ?? []), entry.version]), new Map<string, string[]>()),
].map(([template, versions]) => ({
  pattern: `^/docs/(${versions.map(escaped).join('|')})(?:/(.*))?$`,
  to: `${template}/$2`,
}));
