/**
 * Assembles the content packages into the folders where Docusaurus expects them.
 *
 * The current docs version and the blog are read from their packages directly (plugin `path`).
 * Older versions and translations must sit inside the site (`versioned_docs/`, `i18n/<locale>/`),
 * so they are linked there: symlinks keep hot reload working and nothing is copied by hand.
 * Everything written here is git-ignored and rebuilt each time the config loads.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { VersionTwins } from '../lean-docs/version-twins';

/** What a docs content package says about its version, in its `version.json`. */
export interface DocsVersionMeta {
  readonly name: string;
  readonly label: string;
  /** URL segment under /docs; empty for the version served at /docs itself. */
  readonly path: string;
}

export interface DocsContentPackage {
  readonly packageName: string;
  readonly root: string;
  readonly version: DocsVersionMeta;
}

export interface AssembledDocs {
  /** Folder of the current version's Chinese markdown. */
  readonly path: string;
  readonly sidebarPath: string;
  readonly versions: Record<string, { label: string; path?: string }>;
  /** Each package's `version-twins.json`, when it has one: its docs' twins in other versions. */
  readonly versionTwins: VersionTwins[];
}

const VERSION_KEYS = ['name', 'label', 'path'] as const;

/** Content packages are dependencies of the site, so they resolve from the site's folder. */
export function packageRoot(siteDir: string, packageName: string): string {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  return path.dirname(requireFromSite.resolve(`${packageName}/package.json`));
}

/** Reads and checks a docs package's `version.json`; a bad key fails with the package and key named. */
export function parseVersionMeta(packageName: string, raw: unknown): DocsVersionMeta {
  if (typeof raw !== 'object' || raw === null) {
    throw new Error(`${packageName}/version.json must be an object with keys ${VERSION_KEYS.join(', ')}`);
  }
  const record = raw as Record<string, unknown>;
  for (const key of VERSION_KEYS) {
    if (typeof record[key] !== 'string') {
      throw new Error(`${packageName}/version.json: "${key}" must be a string, got ${JSON.stringify(record[key])}`);
    }
  }
  if (record.name !== 'current' && record.path === '') {
    throw new Error(`${packageName}/version.json: "path" may be empty only for the "current" version`);
  }
  return { name: record.name as string, label: record.label as string, path: record.path as string };
}

export function loadDocsPackage(siteDir: string, packageName: string): DocsContentPackage {
  const root = packageRoot(siteDir, packageName);
  const raw: unknown = JSON.parse(readFileSync(path.join(root, 'version.json'), 'utf8'));
  return { packageName, root, version: parseVersionMeta(packageName, raw) };
}

/** Docs content packages are the site's dependencies named like this; `pnpm docs:cut` adds one. */
const DOCS_PACKAGE = /^@rainbond\/content-docs-/;

/** Newest first: the current version, then the others by version name, highest first. */
function compareVersions(a: DocsContentPackage, b: DocsContentPackage): number {
  if (a.version.name === 'current') return -1;
  if (b.version.name === 'current') return 1;
  return b.version.name.localeCompare(a.version.name, 'en', { numeric: true });
}

/**
 * The docs versions the site builds: every `@rainbond/content-docs-*` dependency in its
 * package.json, newest first. Cutting or retiring a version is a dependency change, nothing else.
 */
export function discoverDocsPackages(siteDir: string): DocsContentPackage[] {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const names = Object.keys(manifest.dependencies ?? {}).filter((name) => DOCS_PACKAGE.test(name));
  if (names.length === 0) throw new Error(`${path.join(siteDir, 'package.json')}: no dependency matches ${DOCS_PACKAGE.source}`);
  return names.map((name) => loadDocsPackage(siteDir, name)).sort(compareVersions);
}

/** Points `link` at `target` (relative), replacing whatever was there. */
function linkTo(target: string, link: string): void {
  const relativeTarget = path.relative(path.dirname(link), target);
  if (existsSync(link) || isDanglingLink(link)) {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === relativeTarget) return;
    rmSync(link, { recursive: true, force: true });
  }
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(relativeTarget, link);
}

function isDanglingLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Lays out the docs packages for the docs plugin and returns the plugin options they imply.
 * Exactly one package is the `current` version; the others become versioned docs, in list order.
 */
export function assembleDocs(siteDir: string, packages: readonly DocsContentPackage[], translatedLocales: readonly string[]): AssembledDocs {
  const current = packages.filter((pkg) => pkg.version.name === 'current');
  if (current.length !== 1) {
    throw new Error(`Exactly one docs package must have version name "current"; found ${current.length}: ${current.map((p) => p.packageName).join(', ') || 'none'}`);
  }
  const names = packages.map((pkg) => pkg.version.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined) throw new Error(`Two docs packages declare version "${duplicate}"`);

  const older = packages.filter((pkg) => pkg.version.name !== 'current');
  for (const pkg of older) {
    const { name } = pkg.version;
    linkTo(path.join(pkg.root, 'docs'), path.join(siteDir, 'versioned_docs', `version-${name}`));
    linkTo(path.join(pkg.root, 'sidebars.json'), path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`));
  }
  writeIfChanged(path.join(siteDir, 'versions.json'), `${JSON.stringify(older.map((pkg) => pkg.version.name), null, 2)}\n`);

  for (const locale of translatedLocales) {
    const pluginDir = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs');
    for (const pkg of packages) {
      const folder = pkg.version.name === 'current' ? 'current' : `version-${pkg.version.name}`;
      linkTo(path.join(pkg.root, 'i18n', locale), path.join(pluginDir, folder));
      const labels = path.join(pkg.root, 'i18n', `${locale}.json`);
      if (existsSync(labels)) linkTo(labels, path.join(pluginDir, `${folder}.json`));
    }
  }

  const versions = Object.fromEntries(
    packages.map(({ version }) => [version.name, version.path === '' ? { label: version.label } : { label: version.label, path: version.path }]),
  );
  const currentRoot = current[0]!.root;
  const versionTwins = packages.flatMap(({ packageName, root, version }) => {
    const file = path.join(root, 'version-twins.json');
    if (!existsSync(file)) return [];
    return [{ version: version.name, source: `${packageName}/version-twins.json`, manifest: JSON.parse(readFileSync(file, 'utf8')) as VersionTwins['manifest'] }];
  });
  return { path: path.join(currentRoot, 'docs'), sidebarPath: path.join(currentRoot, 'sidebars.json'), versions, versionTwins };
}

/** Links the blog package's translations and returns the folder of its Chinese posts. */
export function assembleBlog(siteDir: string, packageName: string, translatedLocales: readonly string[]): string {
  const root = packageRoot(siteDir, packageName);
  for (const locale of translatedLocales) {
    linkTo(path.join(root, 'i18n', locale), path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog'));
  }
  return path.join(root, 'blog');
}

/**
 * Links the translations of standalone markdown pages (a pages plugin instance `pluginId` reading
 * `<root>/<folder>`) and returns that folder.
 */
export function assembleMarkdownPages(siteDir: string, packageName: string, folder: string, pluginId: string, translatedLocales: readonly string[]): string {
  const root = packageRoot(siteDir, packageName);
  for (const locale of translatedLocales) {
    linkTo(path.join(root, 'i18n', locale, folder), path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-pages-${pluginId}`));
  }
  return path.join(root, folder);
}

/**
 * Links the translations of a collection package (case studies, use scenes: one docs plugin
 * instance per collection) and returns the folder of each collection's Chinese pages.
 */
export function assembleCollections<Name extends string>(
  siteDir: string,
  packageName: string,
  collections: readonly Name[],
  translatedLocales: readonly string[],
): { root: string; paths: Record<Name, string> } {
  const root = packageRoot(siteDir, packageName);
  for (const collection of collections) {
    for (const locale of translatedLocales) {
      linkTo(path.join(root, 'i18n', locale, collection), path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-docs-${collection}`, 'current'));
    }
  }
  const paths = Object.fromEntries(collections.map((collection) => [collection, path.join(root, collection)])) as Record<Name, string>;
  return { root, paths };
}

/**
 * The `static/` folder of each docs package (its build writes the OpenAPI document there), for the
 * site's `staticDirectories`: a preset cannot add static folders itself.
 */
export function docsStaticDirectories(siteDir: string, packageNames: readonly string[]): string[] {
  return packageNames.map((name) => path.join(packageRoot(siteDir, name), 'static'));
}
