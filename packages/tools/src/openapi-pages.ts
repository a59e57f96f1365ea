import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import yaml from 'js-yaml';
import { endpoints, type Locale, type OpenApiDocument } from './openapi/model.js';
import { renderOperationPage, renderSchemasPage } from './openapi/render-page.js';

export interface GeneratedPage {
  /** Path relative to the locale's docs folder, e.g. api/application/getAppDetail.md. */
  readonly file: string;
  readonly text: string;
}

export function loadOpenApi(file: string): OpenApiDocument {
  const document = yaml.load(readFileSync(file, 'utf8')) as OpenApiDocument;
  if (typeof document?.openapi !== 'string' || !document.openapi.startsWith('3.')) {
    throw new Error(`${file} is not an OpenAPI 3 document (no "openapi: 3.x" field)`);
  }
  return document;
}

/** Every page of one locale: one per operation under api/<tag>/, plus api/schemas.md. */
export function generatePages(document: OpenApiDocument, locale: Locale): GeneratedPage[] {
  const pages = endpoints(document).map((endpoint) => {
    const tag = endpoint.operation.tags?.[0];
    if (tag === undefined) throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} (${endpoint.operation.operationId}) has no tag`);
    return { file: `api/${tag}/${endpoint.operation.operationId}.md`, text: renderOperationPage(document, endpoint, locale) };
  });
  const files = pages.map((page) => page.file);
  const duplicate = files.find((file, index) => files.indexOf(file) !== index);
  if (duplicate !== undefined) throw new Error(`Two operations would write ${duplicate}: operationIds must be unique`);
  return [...pages, { file: 'api/schemas.md', text: renderSchemasPage(document, locale) }];
}

/**
 * `rainbond-openapi-pages <openapi.yaml> <zh docs dir> <en docs dir> [--json <file>]`: (re)writes the
 * generated API pages, and with `--json` also the document as JSON for readers to download.
 */
export function runOpenApiPagesCli(args: readonly string[]): number {
  const jsonFlag = args.indexOf('--json');
  const jsonFile = jsonFlag === -1 ? undefined : args[jsonFlag + 1];
  const [source, zhDir, enDir] = jsonFlag === -1 ? args : args.filter((_, index) => index !== jsonFlag && index !== jsonFlag + 1);
  if (source === undefined || zhDir === undefined || enDir === undefined || (jsonFlag !== -1 && jsonFile === undefined)) {
    console.error('usage: rainbond-openapi-pages <openapi.yaml> <zh docs dir> <en docs dir> [--json <file>]');
    return 2;
  }
  const document = loadOpenApi(source);
  const tags = new Set([...(document.tags ?? []).map((tag) => tag.name), ...endpoints(document).flatMap((e) => e.operation.tags ?? [])]);
  for (const [locale, dir] of [
    ['zh', zhDir],
    ['en', enDir],
  ] as const) {
    // Generated folders are rebuilt from scratch, so a removed operation loses its page.
    for (const tag of tags) rmSync(join(dir, 'api', tag), { recursive: true, force: true });
    const pages = generatePages(document, locale);
    for (const page of pages) {
      mkdirSync(dirname(join(dir, page.file)), { recursive: true });
      writeFileSync(join(dir, page.file), page.text);
    }
    console.log(`openapi pages: ${pages.length - 1} operations and the schemas page written to ${join(dir, 'api')} (${locale})`);
  }
  if (jsonFile !== undefined) {
    mkdirSync(dirname(jsonFile), { recursive: true });
    writeFileSync(jsonFile, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`openapi document written to ${jsonFile}`);
  }
  return 0;
}
