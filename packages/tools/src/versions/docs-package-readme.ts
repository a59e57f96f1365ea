import type { VersionJson } from './workspace.js';

/** The README of a docs content package: what it holds and how to preview it. */
export function docsPackageReadme(packageName: string, version: VersionJson): string {
  const route = version.path === '' ? '/docs' : `/docs/${version.path}`;
  const frozen = version.name === 'current' ? 'the latest docs, updated continuously' : 'a frozen release: fix errors, add no features';
  return `# ${packageName}

Rainbond documentation ${version.label} (${frozen}), in Chinese and English, served at \`${route}\`
(Chinese) and \`/en${route}\` (English) by the Rainbond website.

| path | what it holds |
| --- | --- |
| \`docs/\` | the Chinese pages (the source) |
| \`i18n/en/\` | the English twin of every page, under the same path |
| \`sidebars.json\` | the sidebars (\`docs\`, \`api\`) |
| \`i18n/en.json\` | English labels of the version (\`version.label\`) and of the sidebar categories |
| \`openapi/rainbond-openapi.yaml\` | the console API (OpenAPI 3.1); the build writes its pages to \`docs/api/\`, \`i18n/en/api/\` and \`static/openapi/\` (git-ignored) |
| \`version.json\` | the version's name, label and URL path |

## Preview

From the repository root, \`pnpm dev\` runs the site with this package (\`pnpm --filter @rainbond/site dev:en\`
for English); edits to its pages show without a restart. \`pnpm --filter ${packageName} build\` runs the
content check (twins, front matter, heading ids, length) and generates the API pages.

## Write

\`pnpm new:doc ${version.name === 'current' ? 'latest' : version.name} <path> --title "…"\` adds a page and its
twin with front matter and a sidebar entry. \`pnpm content:status\` shows missing and stale translations.
After translating a page, commit the Chinese page and record the revision the English one translates:
\`pnpm content:status --record <English page>\` (the content check fails on an English page without it).

## Pack

\`pnpm pack\` builds the package first (\`prepack\`), so the tarball holds the generated API pages and the
OpenAPI JSON beside the markdown. \`pnpm test:content-packages\` at the repository root builds the site
from the tarballs of every content package. Record a change with \`pnpm changeset\` at the repository root.
`;
}
