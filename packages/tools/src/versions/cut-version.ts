/**
 * `pnpm docs:cut <new version>`: freezes the latest docs as a package of their own and moves the
 * latest package on to the new version's label. The site learns the new version from its
 * dependencies (apps/site discovers every `@rainbond/content-docs-*`), so no config is edited.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutSourceRevision } from '../status/record-revision.js';
import { docsPackageReadme } from './docs-package-readme.js';
import type { Plan } from './plan.js';
import {
  assertCommitted, CHANGESETS, compareVersionNames, DOCS_PACKAGE_PREFIX, listDocsPackages, readJson, SITE_MANIFEST,
  trackedFiles, VERSION_NAME, writeJson, writeText, type VersionJson,
} from './workspace.js';

interface PackageManifest {
  name: string;
  description?: string;
  scripts?: Record<string, string>;
  [key: string]: unknown;
}

export function planCut(root: string, newVersion: string): Plan {
  if (!VERSION_NAME.test(newVersion)) throw new Error(`version must look like 6.3, got ${JSON.stringify(newVersion)}`);
  const latest = listDocsPackages(root).find((pkg) => pkg.version.name === 'current');
  if (latest === undefined) throw new Error('no docs package under packages/ has version.json "name": "current"');
  const frozenName = /^V(\d+(?:\.\d+)*)$/.exec(latest.version.label)?.[1];
  if (frozenName === undefined) throw new Error(`${latest.dir}/version.json: "label" must look like V6.2 to be cut, got ${JSON.stringify(latest.version.label)}`);
  if (compareVersionNames(newVersion, frozenName) <= 0) throw new Error(`the new version ${newVersion} must be higher than the latest, ${frozenName}`);

  const frozenDir = `packages/content-docs-${frozenName}`;
  const frozenPackage = `${DOCS_PACKAGE_PREFIX}${frozenName}`;
  if (listDocsPackages(root).some((pkg) => pkg.dir === frozenDir || pkg.version.name === frozenName)) {
    throw new Error(`version ${frozenName} exists already (${frozenDir})`);
  }
  const changeset = `${CHANGESETS}/docs-cut-${frozenName.replace(/\./g, '-')}.md`;
  assertCommitted(root, [latest.dir, SITE_MANIFEST, changeset]);

  const frozenVersion: VersionJson = { name: frozenName, label: latest.version.label, path: frozenName };
  const newLabel = `V${newVersion}`;
  return {
    title: `Cut docs ${newLabel}: freeze ${latest.version.label} as ${frozenPackage}`,
    steps: [
      {
        describe: `copy the committed files of ${latest.dir} to ${frozenDir}, the English pages without their source_revision (their Chinese pages there have no commit yet)`,
        run: () => {
          for (const file of trackedFiles(root, latest.dir)) {
            const relative = path.relative(latest.dir, file);
            const target = path.join(root, frozenDir, relative);
            mkdirSync(path.dirname(target), { recursive: true });
            if (/^i18n\/en\/.*\.mdx?$/.test(relative)) writeFileSync(target, withoutSourceRevision(readFileSync(path.join(root, file), 'utf8')));
            else copyFileSync(path.join(root, file), target);
          }
        },
      },
      {
        describe: `${frozenDir}: name ${frozenPackage}, version.json ${JSON.stringify(frozenVersion)}, OpenAPI JSON at /openapi/${frozenName}.json, README`,
        run: () => {
          const manifest = readJson<PackageManifest>(root, `${frozenDir}/package.json`);
          manifest.name = frozenPackage;
          manifest.description = `Rainbond documentation ${frozenVersion.label} (frozen), in Chinese and English.`;
          if (manifest.scripts?.build !== undefined) {
            manifest.scripts.build = manifest.scripts.build.replace(/static\/openapi\/[\w.-]+\.json/, `static/openapi/${frozenName}.json`);
          }
          writeJson(root, `${frozenDir}/package.json`, manifest);
          writeJson(root, `${frozenDir}/version.json`, frozenVersion);
          writeText(root, `${frozenDir}/README.md`, docsPackageReadme(frozenPackage, frozenVersion));
        },
      },
      {
        describe: `${latest.dir}: label ${latest.version.label} → ${newLabel} (version.json, the English "version.label" of i18n/en.json, README)`,
        run: () => {
          writeJson(root, `${latest.dir}/version.json`, { ...latest.version, label: newLabel });
          relabelTranslations(root, `${latest.dir}/i18n/en.json`, newLabel);
          writeText(root, `${latest.dir}/README.md`, docsPackageReadme(latest.packageName, { ...latest.version, label: newLabel }));
        },
      },
      {
        describe: `${SITE_MANIFEST}: add the dependency "${frozenPackage}": "workspace:*" (the site builds every docs package it depends on)`,
        run: () => setSiteDependency(root, frozenPackage, 'workspace:*'),
      },
      {
        describe: `${changeset}: a changeset for ${frozenPackage} and ${latest.packageName}`,
        run: () =>
          writeText(
            root,
            changeset,
            `---\n'${frozenPackage}': minor\n'${latest.packageName}': minor\n---\n\nDocs ${frozenVersion.label} are frozen in \`${frozenPackage}\` (served at \`/docs/${frozenName}\`); \`${latest.packageName}\` now holds ${newLabel}.\n`,
          ),
      },
    ],
    next: [
      'pnpm install (links the new package into the site)',
      `update the version table and prose of ${latest.dir}/docs/versions.md and i18n/en/versions.md (${newLabel} latest, ${frozenVersion.label} at /docs/${frozenName})`,
      'pnpm build, then review and commit the changes',
      `then pnpm content:status --record (records the revision of the Chinese pages of ${frozenDir} in its English pages; the content check fails until it does) and commit that`,
    ],
  };
}

export function setSiteDependency(root: string, packageName: string, spec: string | undefined): void {
  const manifest = readJson<{ dependencies?: Record<string, string> } & Record<string, unknown>>(root, SITE_MANIFEST);
  const dependencies = { ...manifest.dependencies };
  if (spec === undefined) delete dependencies[packageName];
  else dependencies[packageName] = spec;
  manifest.dependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  writeJson(root, SITE_MANIFEST, manifest);
}

/** The English version label shown by the dropdown is a translation (`version.label`), beside the sidebar labels. */
function relabelTranslations(root: string, file: string, label: string): void {
  if (!existsSync(path.join(root, file))) return;
  const translations = readJson<Record<string, { message: string; description?: string }>>(root, file);
  if (translations['version.label'] === undefined) return;
  translations['version.label'] = { ...translations['version.label'], message: label };
  writeJson(root, file, translations);
}
