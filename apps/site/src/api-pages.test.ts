import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '@rainbond/tools/openapi-pages';

/**
 * The API reference is generated from each docs package's OpenAPI document by the package build.
 * Every operation must have its page in both locales, and every API route of the page inventory
 * (../shared/content-plan, beside the repository) must be one of those operations.
 */
const requireFromSite = createRequire(path.resolve(__dirname, '../package.json'));
const inventoryDir = path.resolve(__dirname, '../../../../shared/content-plan');

const versions = [
  { packageName: '@rainbond/content-docs-latest', inventory: 'docs-latest.tsv', routePrefix: '/docs/api/' },
  { packageName: '@rainbond/content-docs-5.17', inventory: 'docs-5.17.tsv', routePrefix: '/docs/5.17/api/' },
] as const;

describe.each(versions)('$packageName API reference', ({ packageName, inventory, routePrefix }) => {
  const root = path.dirname(requireFromSite.resolve(`${packageName}/package.json`));
  const document = loadOpenApi(path.join(root, 'openapi/rainbond-openapi.yaml'));
  const operations = Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => (typeof operation === 'object' && operation !== null && 'operationId' in operation ? [operation] : [])),
  );
  const pages = operations.map((operation) => `api/${operation.tags?.[0]}/${operation.operationId}.md`);

  it('has a generated page for every operation in both locales', () => {
    const missing = pages.flatMap((page) => [path.join('docs', page), path.join('i18n/en', page)]).filter((file) => !existsSync(path.join(root, file)));
    expect(missing, `run the package build: ${packageName}`).toEqual([]);
  });

  it('covers every API route of the page inventory, and nothing else', () => {
    const file = path.join(inventoryDir, inventory);
    expect(existsSync(file), `${file} (the page inventory beside the repository) is missing`).toBe(true);
    const routes = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split('\t')[0] ?? '')
      .filter((route) => route.startsWith(routePrefix));
    const documented = pages.map((page) => `${routePrefix}${page.slice('api/'.length, -'.md'.length)}`);
    expect([...documented].sort()).toEqual([...routes].sort());
  });

  it('publishes the document as JSON for download', () => {
    const name = packageName.endsWith('latest') ? 'latest' : '5.17';
    const json = JSON.parse(readFileSync(path.join(root, `static/openapi/${name}.json`), 'utf8')) as { openapi: string };
    expect(json.openapi).toMatch(/^3\.1\./);
  });
});
