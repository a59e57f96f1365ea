/** `rainbond-content-check <zh dir> <en dir>`: the content check of one pair of folders, as a content package's build runs it. */
import { existsSync, readFileSync } from 'node:fs';
import { checkContent, type ContentStats } from './content-check.js';
import { translationStatus } from './status/translation-status.js';

/** Stale translations are reported, not failed: the English page still reads well, it may only miss a change. */
function reportStaleTranslations(zhDir: string, enDir: string): void {
  const { stalePages } = translationStatus(zhDir, enDir);
  for (const page of stalePages) {
    console.warn(`stale translation: ${enDir}/${page.page} translates ${page.translated.slice(0, 10)}; the Chinese page changed on ${page.changed.date} (${page.changed.hash.slice(0, 10)})`);
  }
  if (stalePages.length > 0) console.warn(`${stalePages.length} stale translations: update them, then pnpm content:status --record <page>`);
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
  const problems = checkContent(zhDir, enDir, stats);
  for (const { file, message } of problems) console.error(`${file}: ${message}`);
  const packageName = readPackageName();
  console.log('| package | locale | pages | words (zh: characters) | data files |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const locale of ['zh', 'en'] as const) {
    console.log(`| ${packageName} | ${locale} | ${stats[locale].pages} | ${stats[locale].words} | ${stats[locale].dataFiles} |`);
  }
  reportStaleTranslations(zhDir, enDir);
  console.log(`content check: ${stats.zh.pages + stats.en.pages} pages, ${stats.zh.dataFiles + stats.en.dataFiles} data files, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}
