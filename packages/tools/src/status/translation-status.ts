/**
 * Which English pages lag behind their Chinese source. An English page records the revision of the
 * Chinese page it translates in its front matter (`source_revision: <commit>`, written by the
 * scaffolding tools); it is stale when a later commit changed the Chinese page.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { countWords, listMarkdown, proseOf } from '../content-check.js';
import { fileHistories, ignoredFiles, isAncestor, isShallowRepository, missingObjects, repositoryRoot, type FileCommit } from './git-history.js';

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

/** An English page whose recorded revision cannot be the one it translates. */
export interface WrongRevision {
  readonly enFile: string;
  readonly message: string;
}

export interface LocaleCount {
  pages: number;
  words: number;
  /** Pages whose twin in the other locale does not exist. */
  missingTwins: number;
}

export interface TranslationStatus {
  readonly zh: LocaleCount;
  /**
   * `untracked`: pages that record no revision. `generated`: git-ignored pages a package build writes
   * (the API pages, from the OpenAPI document in both languages), which translate no Chinese page.
   * `unverified`: pages whose revision a shallow clone does not hold, so whether they are stale is unknown.
   */
  readonly en: LocaleCount & { stale: number; untracked: number; generated: number; unverified: number };
  readonly stalePages: StalePage[];
  /** English pages that record no revision (absolute paths as given). */
  readonly untrackedPages: string[];
  readonly wrongRevisions: WrongRevision[];
}

function words(file: string, locale: 'zh' | 'en'): number {
  return countWords(proseOf(matter(readFileSync(file, 'utf8')).content), locale);
}

/** The recorded revision of an English page, or undefined when it records none. */
export function sourceRevisionOf(enFile: string): string | undefined {
  const value: unknown = matter(readFileSync(enFile, 'utf8')).data[SOURCE_REVISION_KEY];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[0-9a-f]{7,40}$/.test(value)) {
    throw new Error(`${enFile}: front matter "${SOURCE_REVISION_KEY}" must be a git commit hash (quote a short one, YAML may read it as a number), got ${JSON.stringify(value)}`);
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
    en: { pages: enPages.length, words: 0, missingTwins: enPages.filter((page) => !zhSet.has(page)).length, stale: 0, untracked: 0, generated: 0, unverified: 0 },
    stalePages: [],
    untrackedPages: [],
    wrongRevisions: [],
  };
  for (const page of zhPages) status.zh.words += words(path.join(zhDir, page), 'zh');
  for (const page of enPages) status.en.words += words(path.join(enDir, page), 'en');

  const realZhDir = realpathSync(zhDir);
  const realEnDir = realpathSync(enDir);
  const repoRoot = repositoryRoot(realZhDir);
  const histories = repoRoot === undefined ? new Map<string, FileCommit[]>() : fileHistories(repoRoot, realZhDir);
  const twins = enPages.filter((candidate) => zhSet.has(candidate));
  const generated = repoRoot === undefined ? new Set<string>() : ignoredFiles(repoRoot, twins.map((page) => path.join(realEnDir, page)));
  const recorded = new Map<string, string>();
  for (const page of twins) {
    if (generated.has(path.join(realEnDir, page))) {
      status.en.generated += 1;
      continue;
    }
    const translated = sourceRevisionOf(path.join(enDir, page));
    if (translated === undefined) {
      status.en.untracked += 1;
      status.untrackedPages.push(path.join(enDir, page));
    } else recorded.set(page, translated);
  }
  if (repoRoot === undefined) return status;
  const zhPathOf = (page: string) => path.relative(repoRoot, path.join(realZhDir, page)).split(path.sep).join('/');
  const absent = missingObjects(repoRoot, [...recorded].flatMap(([page, revision]) => [`${revision}^{commit}`, `${revision}:${zhPathOf(page)}`]));
  const shallow = isShallowRepository(repoRoot);
  for (const [page, translated] of recorded) {
    const enFile = path.join(enDir, page);
    if (absent.has(`${translated}^{commit}`)) {
      // A shallow clone lacks older commits: a revision it does not hold is unknown, neither wrong nor stale.
      if (shallow) status.en.unverified += 1;
      else status.wrongRevisions.push({ enFile, message: `source_revision ${translated} is not a commit of this repository (or names several)` });
      continue;
    }
    if (absent.has(`${translated}:${zhPathOf(page)}`)) {
      status.wrongRevisions.push({ enFile, message: `source_revision ${translated} does not hold the Chinese page ${zhPathOf(page)}` });
      continue;
    }
    const changed = histories.get(path.relative(repoRoot, path.join(realZhDir, page)))?.[0];
    if (changed === undefined || changed.hash.startsWith(translated) || isAncestor(repoRoot, changed.hash, translated)) continue;
    status.en.stale += 1;
    status.stalePages.push({ page, enFile, translated, changed });
  }
  return status;
}
