import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { checkStructuredContent } from './structured-content.js';

/** One thing wrong with one content file, reported as `file: message`. */
export interface ContentProblem {
  readonly file: string;
  readonly message: string;
}

const MARKDOWN = /\.mdx?$/;
const REQUIRED_FRONT_MATTER = ['title', 'description'] as const;
const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b|敬请期待|待补充|待完善/i;
const HAN = /\p{Script=Han}/u;

export function listMarkdown(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current)) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (MARKDOWN.test(entry)) found.push(relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

const HEADING = /^#{2,6}[ \t]+(.*)$/gm;
const EXPLICIT_ID = /\{#([\w-]+)\}[ \t]*$/;

/** The explicit ids of a page's headings (`## 安装 {#install}`), and the headings that have none. */
export function headingIds(body: string): { ids: string[]; withoutId: string[] } {
  const ids: string[] = [];
  const withoutId: string[] = [];
  for (const [, text = ''] of body.replace(/```[\s\S]*?```/g, '').matchAll(HEADING)) {
    const id = EXPLICIT_ID.exec(text)?.[1];
    if (id === undefined) withoutId.push(text.trim());
    else ids.push(id);
  }
  return { ids, withoutId };
}

/**
 * How long a page must at least be, by type, counted in its prose (code excluded): English in
 * words, Chinese in Han characters plus Latin words. Overview pages (index.md, or front matter
 * `page_type: overview`) introduce a section and link onwards; API reference pages are mostly
 * tables; every other page explains a task or a concept in full.
 */
export const LENGTH_FLOORS = {
  overview: { en: 120, zh: 200 },
  api: { en: 60, zh: 100 },
  page: { en: 300, zh: 500 },
} as const;

export type PageType = keyof typeof LENGTH_FLOORS;

export function pageTypeOf(file: string, frontMatter: Record<string, unknown>): PageType {
  if (frontMatter.page_type === 'overview' || /(^|\/)index\.mdx?$/.test(file)) return 'overview';
  if (/(^|\/)api\//.test(file)) return 'api';
  return 'page';
}

const LATIN_WORD = /[A-Za-z0-9][A-Za-z0-9'’.-]*/g;
const HAN_GLOBAL = /\p{Script=Han}/gu;

/** Words of English prose; for Chinese, Han characters plus the Latin words mixed in. */
export function countWords(prose: string, locale: 'zh' | 'en'): number {
  const latin = prose.match(LATIN_WORD)?.length ?? 0;
  return locale === 'en' ? latin : latin + (prose.match(HAN_GLOBAL)?.length ?? 0);
}

/** Markdown images and <img> tags whose source is on another host. */
const OUTSIDE_IMAGE = /!\[[^\]]*\]\(\s*(https?:)?\/\/[^)]+\)|<img\b[^>]*\bsrc=["'](https?:)?\/\//i;

/** Prose only: code blocks, inline code, URLs and HTML comments say nothing about the language. */
export function proseOf(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\]\([^)]*\)/g, ']');
}

/** The lines of ```mermaid blocks: the site draws them as diagrams, so they are text of the page. */
function diagramLines(body: string): string[] {
  return [...body.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].flatMap((match) => match[1]!.split('\n'));
}

function checkFile(file: string, source: string, locale: 'zh' | 'en', stats?: ContentStats): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { data, content } = matter(source);
  const outsideImage = OUTSIDE_IMAGE.exec(content.replace(/```[\s\S]*?```/g, ''));
  if (outsideImage) problems.push({ file, message: `image from another host: ${outsideImage[0].slice(0, 80)}` });
  for (const key of REQUIRED_FRONT_MATTER) {
    if (typeof data[key] !== 'string' || data[key].trim() === '') {
      problems.push({ file, message: `front matter has no "${key}"` });
    }
  }
  for (const heading of headingIds(content).withoutId) {
    problems.push({ file, message: `heading "${heading}" has no explicit id such as {#some-id}` });
  }
  const prose = proseOf(content);
  if (prose.trim().length === 0) problems.push({ file, message: 'the page has no text' });
  const words = countWords(prose, locale);
  if (stats !== undefined) {
    stats[locale].pages += 1;
    stats[locale].words += words;
  }
  const type = pageTypeOf(file, data);
  const floor = LENGTH_FLOORS[type][locale];
  if (words < floor) {
    const unit = locale === 'en' ? 'words' : 'characters';
    problems.push({ file, message: `too short for a page of type "${type}": ${words} ${unit}, at least ${floor}` });
  }
  const placeholder = PLACEHOLDER.exec(prose);
  if (placeholder) problems.push({ file, message: `placeholder text "${placeholder[0]}"` });
  if (locale === 'en') {
    const line = [...prose.split('\n'), ...diagramLines(content)].find((text) => HAN.test(text));
    if (line !== undefined || HAN.test(String(data.title ?? '')) || HAN.test(String(data.description ?? ''))) {
      problems.push({ file, message: `English page contains Chinese text: "${(line ?? data.title).trim().slice(0, 60)}"` });
    }
  }
  return problems;
}

/** Pages and words of markdown, and files of structured copy (YAML), per locale. */
export interface ContentStats {
  zh: { pages: number; words: number; dataFiles: number };
  en: { pages: number; words: number; dataFiles: number };
}

/**
 * Checks a content folder in both locales: every Chinese page has an English twin and back,
 * front matter carries a title and a description, no placeholder text, no Chinese on English pages;
 * YAML copy the same way (see structured-content.ts).
 */
export function checkContent(zhDir: string, enDir: string, stats?: ContentStats): ContentProblem[] {
  const zhFiles = listMarkdown(zhDir);
  const enFiles = listMarkdown(enDir);
  const enSet = new Set(enFiles);
  const zhSet = new Set(zhFiles);
  const problems: ContentProblem[] = [];
  for (const file of zhFiles) {
    const zhSource = readFileSync(join(zhDir, file), 'utf8');
    problems.push(...checkFile(join(zhDir, file), zhSource, 'zh', stats));
    if (!enSet.has(file)) {
      problems.push({ file: join(zhDir, file), message: `no English twin at ${join(enDir, file)}` });
      continue;
    }
    const zhIds = headingIds(matter(zhSource).content).ids.join(', ');
    const enIds = headingIds(matter(readFileSync(join(enDir, file), 'utf8')).content).ids.join(', ');
    if (zhIds !== enIds) {
      problems.push({ file: join(enDir, file), message: `heading ids differ from the Chinese page: [${enIds}] vs [${zhIds}]` });
    }
  }
  for (const file of enFiles) {
    if (!zhSet.has(file)) problems.push({ file: join(enDir, file), message: `no Chinese original at ${join(zhDir, file)}` });
    problems.push(...checkFile(join(enDir, file), readFileSync(join(enDir, file), 'utf8'), 'en', stats));
  }
  const structured = checkStructuredContent(zhDir, enDir);
  if (stats !== undefined) {
    stats.zh.dataFiles += structured.files.zh;
    stats.en.dataFiles += structured.files.en;
  }
  return [...problems, ...structured.problems];
}
