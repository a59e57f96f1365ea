/** `pnpm content:status [--json]`: pages, words, missing twins and stale translations of every content package. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recordSourceRevision } from './status/record-revision.js';
import { translationStatus, type LocaleCount, type StalePage, type TranslationStatus, type WrongRevision } from './status/translation-status.js';

export { parseFrontMatterWithoutSourceRevision } from './status/front-matter-hook.js';
export { translationStatus, sourceRevisionOf, SOURCE_REVISION_KEY, type StalePage, type TranslationStatus } from './status/translation-status.js';

export interface PackageStatus {
  readonly name: string;
  readonly zh: LocaleCount;
  readonly en: TranslationStatus['en'];
  /** Paths relative to the package folder. */
  readonly stalePages: ReadonlyArray<StalePage & { enFile: string }>;
  readonly untrackedPages: readonly string[];
  readonly wrongRevisions: readonly WrongRevision[];
}

/** The folder pairs a content package checks: its build runs `rainbond-content-check <zh dir> <en dir>` for each. */
export function contentFolders(packageDir: string): Array<{ zhDir: string; enDir: string }> {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { scripts?: { build?: string } };
  return [...(manifest.scripts?.build ?? '').matchAll(/rainbond-content-check\s+(\S+)\s+(\S+)/g)].map(([, zh, en]) => ({
    zhDir: path.join(packageDir, zh!),
    enDir: path.join(packageDir, en!),
  }));
}

export function packageStatus(packageDir: string): PackageStatus {
  const name = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string }).name;
  const total: PackageStatus = {
    name,
    zh: { pages: 0, words: 0, missingTwins: 0 },
    en: { pages: 0, words: 0, missingTwins: 0, stale: 0, untracked: 0, generated: 0, unverified: 0 },
    stalePages: [],
    untrackedPages: [],
    wrongRevisions: [],
  };
  for (const { zhDir, enDir } of contentFolders(packageDir)) {
    const status = translationStatus(zhDir, enDir);
    for (const key of ['pages', 'words', 'missingTwins'] as const) {
      total.zh[key] += status.zh[key];
      total.en[key] += status.en[key];
    }
    for (const key of ['stale', 'untracked', 'generated', 'unverified'] as const) total.en[key] += status.en[key];
    (total.stalePages as StalePage[]).push(...status.stalePages.map((page) => ({ ...page, enFile: path.relative(packageDir, page.enFile) })));
    (total.untrackedPages as string[]).push(...status.untrackedPages.map((file) => path.relative(packageDir, file)));
    (total.wrongRevisions as WrongRevision[]).push(...status.wrongRevisions.map((wrong) => ({ ...wrong, enFile: path.relative(packageDir, wrong.enFile) })));
  }
  return total;
}

export function formatStatusTable(statuses: readonly PackageStatus[]): string {
  const lines = [
    '| package | locale | pages | words (zh: characters) | missing twins | stale | no source_revision | wrong source_revision | generated | unverified (shallow clone) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const status of statuses) {
    const { en } = status;
    lines.push(`| ${status.name} | zh | ${status.zh.pages} | ${status.zh.words} | ${status.zh.missingTwins} | | | | | |`);
    lines.push(`| ${status.name} | en | ${en.pages} | ${en.words} | ${en.missingTwins} | ${en.stale} | ${en.untracked} | ${status.wrongRevisions.length} | ${en.generated} | ${en.unverified} |`);
  }
  for (const status of statuses) {
    for (const page of status.stalePages) {
      lines.push(`stale: ${status.name} ${page.enFile} translates ${page.translated.slice(0, 10)}; the Chinese page changed on ${page.changed.date} (${page.changed.hash.slice(0, 10)})`);
    }
    for (const wrong of status.wrongRevisions) lines.push(`wrong: ${status.name} ${wrong.enFile}: ${wrong.message}`);
  }
  return lines.join('\n');
}

const USAGE = `usage: pnpm content:status [--json] [--root <dir>]
Prints, per content package (packages/content-*) and locale: pages, words, missing twins, stale English
pages (the Chinese page changed after the revision in their front matter "source_revision"), English
pages that record no revision or one that does not hold their Chinese page, generated pages (git-ignored
API pages, which need none) and, in a shallow clone, pages whose revision it does not hold. Always
exits 0: the content check fails the build on missing twins and on missing or wrong revisions.
  --json                 the same as JSON
  --record <en page>...  after translating: write the last commit of each page's Chinese original into its
                         front matter "source_revision"
  --record               with no page: the same for every English page that records no revision`;

export function runContentStatusCli(args: readonly string[]): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, record: { type: 'boolean', default: false }, root: { type: 'string', default: '.' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.record) return recordCli(values.root, positionals.length > 0 ? positionals : untrackedPagesOf(values.root));
  const statuses = contentPackageDirs(values.root).map(packageStatus);
  console.log(values.json ? JSON.stringify({ packages: statuses }, null, 2) : formatStatusTable(statuses));
  return 0;
}

/** Every stale English page of these content packages (absolute path) → the date its Chinese page changed: the data of the theme's stale-translation notice. */
export function staleTranslationDates(packageDirs: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    packageDirs.flatMap((packageDir) => packageStatus(packageDir).stalePages.map((page) => [path.join(packageDir, page.enFile), page.changed.date])),
  );
}

/** The Chinese original of an English page: the same path under the zh folder of the pair that holds it. */
export function chineseOriginalOf(root: string, enFile: string): string {
  const absolute = path.resolve(enFile);
  const packagesDir = path.resolve(root, 'packages');
  const packageDir = path.join(packagesDir, path.relative(packagesDir, absolute).split(path.sep)[0] ?? '');
  const pair = contentFolders(packageDir).find(({ enDir }) => absolute.startsWith(`${enDir}${path.sep}`));
  if (pair === undefined) throw new Error(`${enFile} is not an English page of a content package`);
  return path.join(pair.zhDir, path.relative(pair.enDir, absolute));
}

function contentPackageDirs(root: string): string[] {
  const packagesDir = path.join(root, 'packages');
  return readdirSync(packagesDir)
    .filter((entry) => entry.startsWith('content-') && existsSync(path.join(packagesDir, entry, 'package.json')))
    .sort()
    .map((entry) => path.join(packagesDir, entry));
}

function untrackedPagesOf(root: string): string[] {
  return contentPackageDirs(root).flatMap((packageDir) => packageStatus(packageDir).untrackedPages.map((file) => path.join(packageDir, file)));
}

function recordCli(root: string, files: readonly string[]): number {
  if (files.length === 0) {
    console.log('every English page records its source_revision');
    return 0;
  }
  try {
    for (const file of files) console.log(`${file}: source_revision ${recordSourceRevision(file, chineseOriginalOf(root, file))}`);
    return 0;
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    return 1;
  }
}
