/** `rainbond-content-check <zh dir> <en dir>`: the content check of one pair of folders, as a content package's build runs it. */
import { existsSync, readFileSync } from 'node:fs';
import { checkContent, type ContentProblem, type ContentStats } from './content-check.js';
import { translationStatus, type TranslationStatus } from './status/translation-status.js';

/**
 * Translation revisions: every English page must record the revision of its Chinese page, and that
 * commit must hold the Chinese page (a problem otherwise). Stale translations are reported, not
 * failed: the English page still reads well, it may only miss a change. In a shallow clone a
 * revision older than the clone cannot be looked up: it is counted as unverified, never failed.
 */
function checkTranslationRevisions(zhDir: string, enDir: string): ContentProblem[] {
  let status: TranslationStatus;
  try {
    status = translationStatus(zhDir, enDir);
  } catch (error) {
    return [{ file: enDir, message: (error as Error).message }];
  }
  for (const page of status.stalePages) {
    console.warn(`stale translation: ${enDir}/${page.page} translates ${page.translated.slice(0, 10)}; the Chinese page changed on ${page.changed.date} (${page.changed.hash.slice(0, 10)})`);
  }
  if (status.stalePages.length > 0) console.warn(`${status.stalePages.length} stale translations: update them, then pnpm content:status --record <page>`);
  if (status.en.unverified > 0) {
    console.warn(`${status.en.unverified} source revisions not verified: this is a shallow clone without those commits (git fetch --unshallow checks them)`);
  }
  return [
    ...status.untrackedPages.map((file) => ({
      file,
      message: `no source_revision in its front matter: commit the Chinese page, then pnpm content:status --record ${file}`,
    })),
    ...status.wrongRevisions.map(({ enFile, message }) => ({ file: enFile, message: `${message}: pnpm content:status --record ${enFile} records the right one` })),
  ];
}

function readPackageName(): string {
  try {
    return (JSON.parse(readFileSync('package.json', 'utf8')) as { name?: string }).name ?? process.cwd();
  } catch {
    return process.cwd();
  }
}

/** `rainbond-content-check <zh dir> <en dir>`: prints each problem and returns the exit code. */
export function runContentCheckCli(args: readonly string[]): number {
  const [zhDir, enDir] = args;
  if (zhDir === undefined || enDir === undefined) {
    console.error('usage: rainbond-content-check <zh dir> <en dir>');
    return 2;
  }
  const missing = [zhDir, enDir].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    console.error(`content check: no folder ${missing.join(', ')}`);
    return 1;
  }
  const stats: ContentStats = { zh: { pages: 0, words: 0, dataFiles: 0 }, en: { pages: 0, words: 0, dataFiles: 0 } };
  const problems = [...checkContent(zhDir, enDir, stats), ...checkTranslationRevisions(zhDir, enDir)];
  for (const { file, message } of problems) console.error(`${file}: ${message}`);
  const packageName = readPackageName();
  console.log('| package | locale | pages | words (zh: characters) | data files |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const locale of ['zh', 'en'] as const) {
    console.log(`| ${packageName} | ${locale} | ${stats[locale].pages} | ${stats[locale].words} | ${stats[locale].dataFiles} |`);
  }
  console.log(`content check: ${stats.zh.pages + stats.en.pages} pages, ${stats.zh.dataFiles + stats.en.dataFiles} data files, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}
