/**
 * "Edit this page" links: each content package says where its source lives with the standard
 * `repository` field of its package.json (`url` of a GitHub repository and the package's
 * `directory` in it), so any site that assembles the package gets the links from it.
 * Pages of the default locale link to `<directory>/<folder>/<file>`, translations to
 * `<directory>/i18n/<locale>/<file>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PackageSource {
  /** https://github.com/<owner>/<repo>, without `.git`. */
  readonly repositoryUrl: string;
  /** The package's folder in that repository. */
  readonly directory: string;
  readonly branch: string;
}

/** Pages a package's build writes (not in the repository), and the file they are generated from. */
export interface GeneratedPages {
  /** Matched against the page's path inside the docs folder, e.g. `^api/(?!Intro\.md$)`. */
  readonly pattern: string;
  /** The file in the package the pages come from, e.g. `openapi/openapi.yaml`. */
  readonly source: string;
}

/** Reads `repository` from a package.json; a package without a usable one fails with its name. */
export function parsePackageSource(packageName: string, packageJson: unknown, branch: string): PackageSource {
  const repository = (packageJson as { repository?: unknown } | null)?.repository;
  const { url, directory } = (typeof repository === 'object' && repository !== null ? repository : {}) as { url?: unknown; directory?: unknown };
  const match = typeof url === 'string' ? /^(?:git\+)?(https:\/\/github\.com\/[^/]+\/[^/]+?)(?:\.git)?$/.exec(url) : null;
  if (match === null || typeof directory !== 'string' || directory === '') {
    throw new Error(
      `${packageName}/package.json needs "repository": { "url": "https://github.com/<owner>/<repo>.git", "directory": "<folder of the package>" } for its "Edit this page" links (preset option "editLinks")`,
    );
  }
  return { repositoryUrl: match[1]!, directory: directory.replace(/^\/|\/$/g, ''), branch };
}

export function readPackageSource(packageRoot: string, packageName: string, branch: string): PackageSource {
  return parsePackageSource(packageName, JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')), branch);
}

function editUrlOf(source: PackageSource, file: string): string {
  return `${source.repositoryUrl}/edit/${source.branch}/${source.directory}/${file}`;
}

/** The file in the package that a page of `folder` (e.g. `docs`) comes from, in `locale`. */
function localizedFile(folder: string, file: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? `${folder}/${file}` : `i18n/${locale}/${file}`;
}

const posix = (file: string) => file.split(path.sep).join('/');

/**
 * The docs plugin's `editUrl`: docs of version `version` come from the package whose
 * `version.json` names it; generated pages link to the file they are generated from.
 */
export function docsEditUrl(sources: Readonly<Record<string, PackageSource>>, defaultLocale: string, generatedPages: readonly GeneratedPages[]) {
  const generated = generatedPages.map(({ pattern, source }) => ({ pattern: new RegExp(pattern), source }));
  return ({ version, docPath, locale }: { version: string; docPath: string; locale: string }): string | undefined => {
    const source = sources[version];
    if (source === undefined) return undefined;
    const file = posix(docPath);
    const from = generated.find(({ pattern }) => pattern.test(file));
    return editUrlOf(source, from === undefined ? localizedFile('docs', file, locale, defaultLocale) : from.source);
  };
}

/** The blog plugin's `editUrl`. */
export function blogEditUrl(source: PackageSource, defaultLocale: string) {
  return ({ blogPath, locale }: { blogPath: string; locale: string }): string => editUrlOf(source, localizedFile('blog', posix(blogPath), locale, defaultLocale));
}
