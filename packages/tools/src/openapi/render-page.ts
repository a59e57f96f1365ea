import { labels, type Labels } from './labels.js';
import { localized, resolveRef, type Endpoint, type Locale, type MediaType, type OpenApiDocument, type ParameterObject, type ResponseObject, type SchemaObject } from './model.js';

/** Text safe for MDX prose and table cells: no JSX braces or tags, no table-breaking pipes or newlines. */
export function escapeMdx(text: string): string {
  return text.replace(/[{}<>]/g, (c) => `\\${c}`).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
}

/** The heading id and anchor of a schema on the schemas page. */
export function schemaAnchor(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** Where the schemas page is, relative to an operation page (api/<tag>/<op>.md → api/schemas.md). */
const SCHEMAS_FROM_OPERATION = '../schemas.md';

function typeLabel(schema: SchemaObject, schemasLink: string): string {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `[${name}](${schemasLink}#${schemaAnchor(name)})`;
  }
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    return `array\\<${schema.items ? typeLabel(schema.items, schemasLink) : 'any'}\\>`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? (schema.properties ? 'object' : 'any'));
  return schema.format ? `${type} (${schema.format})` : String(type);
}

interface FieldRow {
  readonly name: string;
  readonly schema: SchemaObject;
  readonly required: boolean;
}

/** The fields of an object schema, inline nested objects flattened as `parent.child`. */
function fieldRows(document: OpenApiDocument, schema: SchemaObject, prefix = '', depth = 0): FieldRow[] {
  const target = schema.$ref && depth === 0 ? resolveRef<SchemaObject>(document, schema.$ref) : schema;
  const object = target.type === 'array' && target.items && depth === 0 ? (target.items.$ref ? resolveRef<SchemaObject>(document, target.items.$ref) : target.items) : target;
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    const fullName = `${prefix}${name}`;
    rows.push({ name: fullName, schema: property, required: object.required?.includes(name) ?? false });
    if (!property.$ref && property.properties && depth < 3) rows.push(...fieldRows(document, property, `${fullName}.`, depth + 1));
    if (!property.$ref && property.type === 'array' && property.items?.properties && depth < 3) {
      rows.push(...fieldRows(document, property.items, `${fullName}[].`, depth + 1));
    }
  }
  return rows;
}

function fieldsTable(document: OpenApiDocument, schema: SchemaObject, locale: Locale, words: Labels, schemasLink: string): string {
  const rows = fieldRows(document, schema);
  if (rows.length === 0) return `${words.type}: ${typeLabel(schema, schemasLink)}`;
  const lines = [`| ${words.field} | ${words.type} | ${words.required} | ${words.description} |`, '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const description = escapeMdx(localized(row.schema, 'description', locale));
    lines.push(`| \`${row.name}\` | ${typeLabel(row.schema, schemasLink)} | ${row.required ? words.yes : words.no} | ${description} |`);
  }
  return lines.join('\n');
}

function parametersTable(parameters: readonly ParameterObject[], locale: Locale, words: Labels): string {
  const lines = [`| ${words.name} | ${words.type} | ${words.required} | ${words.description} |`, '| --- | --- | --- | --- |'];
  for (const parameter of parameters) {
    const type = parameter.schema ? typeLabel(parameter.schema, SCHEMAS_FROM_OPERATION) : 'string';
    const required = parameter.required || parameter.in === 'path';
    lines.push(`| \`${parameter.name}\` | ${type} | ${required ? words.yes : words.no} | ${escapeMdx(localized(parameter, 'description', locale))} |`);
  }
  return lines.join('\n');
}

function exampleOf(media: MediaType | undefined, document: OpenApiDocument): unknown {
  if (media?.example !== undefined) return media.example;
  const schema = media?.schema?.$ref ? resolveRef<SchemaObject>(document, media.schema.$ref) : media?.schema;
  return schema?.example;
}

function jsonBlock(value: unknown): string {
  return ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
}

/** The request as a shell one-liner: console address, path with example values, token header, body. */
export function curlExample(document: OpenApiDocument, endpoint: Endpoint, words: Labels): string {
  const server = document.servers?.[0];
  let base = server?.url ?? '';
  for (const [name, variable] of Object.entries(server?.variables ?? {})) base = base.replace(`{${name}}`, variable.default);
  const valueOf = (parameter: ParameterObject) => parameter.example ?? parameter.schema?.example;
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = endpoint.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = parameter ? valueOf(parameter) : undefined;
    return value === undefined ? placeholder : encodeURIComponent(String(value));
  });
  const query = endpoint.parameters
    .filter((p) => p.in === 'query' && valueOf(p) !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(valueOf(p)))}`)
    .join('&');
  const lines = [`curl -X ${endpoint.method.toUpperCase()} '${base}${path}${query ? `?${query}` : ''}'`, `  -H 'Authorization: ${words.accessToken}'`];
  const body = exampleOf(endpoint.operation.requestBody?.content?.['application/json'], document);
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`);
  }
  return ['```bash', lines.join(' \\\n'), '```'].join('\n');
}

function firstSentence(text: string): string {
  const match = /^(.+?[.!?。！？])(\s|$)/.exec(text.trim());
  return (match?.[1] ?? text).trim();
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** One operation's page: method and path, description, parameters, body, responses, a curl call. */
export function renderOperationPage(document: OpenApiDocument, endpoint: Endpoint, locale: Locale): string {
  const words = labels[locale];
  const { operation } = endpoint;
  const title = localized(operation, 'summary', locale) || operation.operationId;
  const description = localized(operation, 'description', locale);
  const out: string[] = [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(firstSentence(description || title))}`,
    `sidebar_label: ${yamlString(title)}`,
    `keywords: [${yamlString(operation.operationId)}, ${yamlString(endpoint.path)}]`,
    '---',
    '',
    `<span className="api-method api-method--${endpoint.method}">${endpoint.method.toUpperCase()}</span> \`${endpoint.path}\``,
    '',
  ];
  if (description) out.push(escapeMdxParagraphs(description), '');
  out.push(`:::info\n${words.authentication}\n:::`, '');

  out.push(`## ${words.request} {#request}`, '');
  for (const [where, heading, id] of [
    ['path', words.pathParameters, 'path-parameters'],
    ['query', words.queryParameters, 'query-parameters'],
    ['header', words.headerParameters, 'header-parameters'],
  ] as const) {
    const parameters = endpoint.parameters.filter((p) => p.in === where);
    if (parameters.length > 0) out.push(`### ${heading} {#${id}}`, '', parametersTable(parameters, locale, words), '');
  }
  const body = operation.requestBody?.content?.['application/json'];
  if (body?.schema) {
    out.push(`### ${words.requestBody} {#request-body}`, '', fieldsTable(document, body.schema, locale, words, SCHEMAS_FROM_OPERATION), '');
    const example = exampleOf(body, document);
    if (example !== undefined) out.push(jsonBlock(example), '');
  }

  out.push(`## ${words.responses} {#responses}`, '');
  for (const [status, listed] of Object.entries(operation.responses ?? {})) {
    const response = listed.$ref ? resolveRef<ResponseObject>(document, listed.$ref) : listed;
    out.push(`### ${status} {#response-${status}}`, '');
    const text = localized(response, 'description', locale);
    if (text) out.push(escapeMdxParagraphs(text), '');
    const media = response.content?.['application/json'];
    if (!media?.schema) {
      out.push(words.noBody, '');
      continue;
    }
    out.push('<details>', `<summary>${words.schema}</summary>`, '', fieldsTable(document, media.schema, locale, words, SCHEMAS_FROM_OPERATION), '', '</details>', '');
    const example = exampleOf(media, document);
    if (example !== undefined) out.push(jsonBlock(example), '');
  }

  out.push(`## ${words.curl} {#curl}`, '', curlExample(document, endpoint, words), '');
  return out.join('\n');
}

function escapeMdxParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => escapeMdx(paragraph).replace(/\\\|/g, '|'))
    .join('\n\n');
}

/** The page listing every shared schema with its fields, linked from the operation pages. */
export function renderSchemasPage(document: OpenApiDocument, locale: Locale): string {
  const words = labels[locale];
  const out = ['---', `title: ${yamlString(words.schemasTitle)}`, `description: ${yamlString(words.schemasDescription)}`, 'sidebar_position: 1000', '---', '', words.schemasIntro, ''];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`## ${name} {#${schemaAnchor(name)}}`, '');
    const text = localized(schema, 'description', locale);
    if (text) out.push(escapeMdxParagraphs(text), '');
    out.push(fieldsTable(document, schema, locale, words, './schemas.md'), '');
  }
  return out.join('\n');
}
