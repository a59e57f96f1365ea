/**
 * `pnpm docs:retire <version> --archive-url <url>`: takes a docs version out of the build (its
 * package and the site's dependency on it) and lists it with the archived versions, which the
 * version dropdown and the versions page link to.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setSiteDependency } from './cut-version.js';
import type { Plan } from './plan.js';
import { archiveVersionRow, ARCHIVED_STATUS } from './versions-page.js';
import {
  ARCHIVED_VERSIONS, assertCommitted, CHANGESETS, compareVersionNames, listDocsPackages, readJson, SITE_MANIFEST, writeJson, writeText,
} from './workspace.js';

interface ArchivedVersion {
  readonly version: string;
  readonly label: string;
  readonly href: string;
}

export function planRetire(root: string, versionName: string, archiveUrl: string | undefined): Plan {
  if (archiveUrl === undefined || !/^https:\/\/\S+$/.test(archiveUrl)) {
    throw new Error(`--archive-url must be the https URL where ${versionName} stays readable, got ${JSON.stringify(archiveUrl)}`);
  }
  const packages = listDocsPackages(root);
  const retired = packages.find((pkg) => pkg.version.name === versionName);
  if (retired === undefined || versionName === 'current') {
    const older = packages.filter((pkg) => pkg.version.name !== 'current').map((pkg) => pkg.version.name);
    throw new Error(`no docs package of version ${JSON.stringify(versionName)} to retire; older versions: ${older.join(', ') || 'none'}`);
  }
  // Every remaining version's versions page links to the retired one; those links would break the build.
  const remaining = packages.filter((pkg) => pkg !== retired);
  const versionsPages = remaining.flatMap((pkg) => (['zh', 'en'] as const)
    .map((locale) => ({ pkg, locale, file: `${pkg.dir}/${locale === 'zh' ? 'docs' : 'i18n/en'}/versions.md` }))
    .filter(({ file }) => existsSync(path.join(root, file))));
  const changedPackages = [...new Set(versionsPages.map(({ pkg }) => pkg.packageName))];
  const changeset = `${CHANGESETS}/docs-retire-${versionName.replace(/\./g, '-')}.md`;
  assertCommitted(root, [retired.dir, SITE_MANIFEST, ARCHIVED_VERSIONS, changeset, ...versionsPages.map(({ file }) => file)]);

  const entry: ArchivedVersion = { version: versionName, label: retired.version.label, href: archiveUrl };
  return {
    title: `Retire docs ${retired.version.label}: archive it at ${archiveUrl}`,
    steps: [
      {
        describe: `${SITE_MANIFEST}: remove the dependency "${retired.packageName}" (the site stops building /docs/${retired.version.path})`,
        run: () => setSiteDependency(root, retired.packageName, undefined),
      },
      {
        describe: `${ARCHIVED_VERSIONS}: add ${JSON.stringify(entry)} (the version dropdown's archived versions)`,
        run: () => {
          const archived = readJson<ArchivedVersion[]>(root, ARCHIVED_VERSIONS).filter((item) => item.version !== versionName);
          writeJson(root, ARCHIVED_VERSIONS, [...archived, entry].sort((a, b) => compareVersionNames(b.version, a.version)));
        },
      },
      ...versionsPages.map(({ locale, file }) => ({
        describe: `${file}: the ${retired.version.label} row becomes "${ARCHIVED_STATUS[locale]}", linking to ${archiveUrl}`,
        run: () => writeText(root, file, archiveVersionRow(readFileSync(path.join(root, file), 'utf8'), retired.version.label, archiveUrl, ARCHIVED_STATUS[locale])),
      })),
      {
        describe: `delete ${retired.dir} (git keeps its history; the archive site serves it)`,
        run: () => rmSync(path.join(root, retired.dir), { recursive: true, force: true }),
      },
      ...(changedPackages.length === 0 ? [] : [{
        describe: `${changeset}: a changeset for ${changedPackages.join(', ')}`,
        run: () => writeText(root, changeset, `---\n${changedPackages.map((name) => `'${name}': patch`).join('\n')}\n---\n\nThe versions page lists ${retired.version.label} as archived at ${archiveUrl}.\n`),
      }]),
    ],
    next: [
      'pnpm install (unlinks the retired package from the site)',
      `read the prose of the versions page: it may still describe ${retired.version.label} as served here`,
      'pnpm build, then review and commit the changes',
    ],
  };
}
