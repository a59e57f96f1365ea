import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plan } from '../versions/plan.js';
import { listDocsPackages, readJson, writeJson, writeText } from '../versions/workspace.js';
import { addSidebarEntry, type Sidebars } from './sidebar-entry.js';
import { blogPost, docPage, MARK } from './templates.js';

const PAGE_PATH = /^[a-z0-9][\w-]*(\/[a-z0-9][\w-]*)*$/i;
const WRITE_NEXT = (files: readonly string[]) => [
  `replace every ${MARK.zh} / ${MARK.en} in ${files.join(' and ')} (the content check fails until you do; the length floors are in README.md)`,
  'pnpm dev to preview; pnpm content:status to see the package\'s translations',
  `commit the Chinese page, then record the revision the English page translates: pnpm content:status --record ${files[1]} (the content check fails on an English page without it)`,
];

/** `pnpm new:doc <version> <path> --title …`: a docs page, its English twin and its sidebar entry. */
export function planNewDoc(root: string, version: string, pagePath: string, title: string | undefined, englishTitle: string | undefined): Plan {
  const pkg = listDocsPackages(root).find((candidate) => candidate.version.name === (version === 'latest' ? 'current' : version));
  if (pkg === undefined) {
    throw new Error(`no docs package of version ${JSON.stringify(version)}; versions: latest, ${listDocsPackages(root).filter((p) => p.version.name !== 'current').map((p) => p.version.name).join(', ')}`);
  }
  const id = pagePath.replace(/\.mdx?$/, '');
  if (!PAGE_PATH.test(id)) throw new Error(`path must look like how-to-guides/app-ops/my-page, got ${JSON.stringify(pagePath)}`);
  if (title === undefined || title.trim() === '') throw new Error('--title (the Chinese title) is required');
  const zhFile = `${pkg.dir}/docs/${id}.md`;
  const enFile = `${pkg.dir}/i18n/en/${id}.md`;
  for (const file of [zhFile, enFile]) if (existsSync(path.join(root, file))) throw new Error(`${file} exists already`);
  const sidebars = readJson<Sidebars>(root, `${pkg.dir}/sidebars.json`);
  const sidebar = addSidebarEntry(sidebars, id);
  const input = { title, englishTitle: englishTitle ?? `${MARK.en}: English title` };
  return {
    title: `New docs page ${id} in ${pkg.packageName}`,
    steps: [
      { describe: `${zhFile}: title "${title}", description and headings to fill`, run: () => writeText(root, zhFile, docPage('zh', input)) },
      { describe: `${enFile}: the English twin, same heading ids`, run: () => writeText(root, enFile, docPage('en', input)) },
      { describe: `${pkg.dir}/sidebars.json: add "${id}" to the "${sidebar}" sidebar, after the pages of its folder`, run: () => writeJson(root, `${pkg.dir}/sidebars.json`, sidebars) },
    ],
    next: WRITE_NEXT([zhFile, enFile]),
  };
}

const BLOG_DIR = 'packages/content-blog';

/** `pnpm new:post <slug> --title …`: a blog post dated `date` and its English twin. */
export function planNewPost(root: string, slug: string, title: string | undefined, englishTitle: string | undefined, date: string, author: string | undefined): Plan {
  if (!/^[A-Za-z0-9][\w-]*$/.test(slug)) throw new Error(`slug must be letters, digits, - and _, got ${JSON.stringify(slug)}`);
  if (title === undefined || title.trim() === '') throw new Error('--title (the Chinese title) is required');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`--date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const authors = [...readFileSync(path.join(root, BLOG_DIR, 'blog/authors.yml'), 'utf8').matchAll(/^([\w-]+):/gm)].map(([, key]) => key!);
  const chosen = author ?? authors[0];
  if (chosen === undefined || !authors.includes(chosen)) throw new Error(`--author must be a key of ${BLOG_DIR}/blog/authors.yml (${authors.join(', ')}), got ${JSON.stringify(author)}`);
  const name = `${date}-${slug}.md`;
  const zhFile = `${BLOG_DIR}/blog/${name}`;
  const enFile = `${BLOG_DIR}/i18n/en/${name}`;
  for (const file of [zhFile, enFile]) if (existsSync(path.join(root, file))) throw new Error(`${file} exists already`);
  const input = { title, englishTitle: englishTitle ?? `${MARK.en}: English title`, slug, date, author: chosen };
  return {
    title: `New blog post /blog/${slug}`,
    steps: [
      { describe: `${zhFile}: title "${title}", date ${date}, author ${chosen}, a truncate marker`, run: () => writeText(root, zhFile, blogPost('zh', input)) },
      { describe: `${enFile}: the English twin`, run: () => writeText(root, enFile, blogPost('en', input)) },
    ],
    next: WRITE_NEXT([zhFile, enFile]),
  };
}
