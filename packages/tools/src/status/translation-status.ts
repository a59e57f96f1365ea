/**
 * Which English pages lag behind their Chinese source. An English page records the revision of the
 * Chinese page it translates in its front matter (`source_revision: <commit>`, written by the
 * scaffolding tools); it is stale when a later commit changed the Chinese page.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { countWords, listMarkdown, proseOf } from '../content-check.js';
import { fileHistories, isAncestor, repositoryRoot, type FileCommit } from './git-history.js';

export const SOURCE_REVISION_KEY = 'source_revision';

export interface StalePage {
  /** Path of the English page, relative to the English folder. */
  readonly page: string;
  readonly enFile: string;
  /** The revision the translation records. */
  readonly translated: string;
  /** The newest commit that changed the Chinese page, and its date (YYYY-MM-DD). */
  readonly changed: FileCommit;
}

export interface LocaleCount {
  pages: number;
  words: number;
  /** Pages whose twin in the other locale does not exist. */
  missingTwins: number;
}

export interface TranslationStatus {
  readonly zh: LocaleCount;
  readonly en: LocaleCount & { stale: number; untracked: number };
  readonly stalePages: StalePage[];
}

function words(file: string, locale: 'zh' | 'en'): number {
  return countWords(proseOf(matter(readFileSync(file, 'utf8')).content), locale);
}

/** The recorded revision of an English page, or undefined when it records none. */
export function sourceRevisionOf(enFile: string): string | undefined {
  const value: unknown = matter(readFileSync(enFile, 'utf8')).data[SOURCE_REVISION_KEY];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[0-9a-f]{7,40}$/.test(value)) {
    throw new Error(`${enFile}: front matter "${SOURCE_REVISION_KEY}" must be a git commit hash, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Status of one pair of folders (Chinese source, English translation). Without git, nothing is stale. */
export function translationStatus(zhDir: string, enDir: string): TranslationStatus {
  const zhPages = listMarkdown(zhDir);
  const enPages = listMarkdown(enDir);
  const zhSet = new Set(zhPages);
  const enSet = new Set(enPages);
  const status: TranslationStatus = {
    zh: { pages: zhPages.length, words: 0, missingTwins: zhPages.filter((page) => !enSet.has(page)).length },
    en: { pages: enPages.length, words: 0, missingTwins: enPages.filter((page) => !zhSet.has(page)).length, stale: 0, untracked: 0 },
    stalePages: [],
  };
  for (const page of zhPages) status.zh.words += words(path.join(zhDir, page), 'zh');
  for (const page of enPages) status.en.words += words(path.join(enDir, page), 'en');

  const realZhDir = realpathSync(zhDir);
  const repoRoot = repositoryRoot(realZhDir);
  const histories = repoRoot === undefined ? new Map<string, FileCommit[]>() : fileHistories(repoRoot, realZhDir);
  for (const page of enPages.filter((candidate) => zhSet.has(candidate))) {
    const enFile = path.join(enDir, page);
    const translated = sourceRevisionOf(enFile);
    if (translated === undefined) {
      status.en.untracked += 1;
      continue;
    }
    if (repoRoot === undefined) continue;
    const changed = histories.get(path.relative(repoRoot, path.join(realZhDir, page)))?.[0];
    if (changed === undefined || changed.hash.startsWith(translated) || isAncestor(repoRoot, changed.hash, translated)) continue;
    status.en.stale += 1;
    status.stalePages.push({ page, enFile, translated, changed });
  }
  return status;
}
