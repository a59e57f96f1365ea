import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';
import { generatePages, runOpenApiPagesCli } from './openapi-pages.js';
import { escapeMdx } from './openapi/render-page.js';
import type { OpenApiDocument } from './openapi/model.js';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Rainbond Console OpenAPI', version: '6.2' },
  servers: [{ url: 'http://{console}:7070', variables: { console: { default: '192.168.2.225' } } }],
  tags: [{ name: 'application', description: 'Applications', 'x-i18n': { zh: { name: '应用 API' } } }],
  paths: {
    '/openapi/v1/teams/{team_id}/regions/{region_name}/apps/{app_id}': {
      parameters: [{ $ref: '#/components/parameters/team_id' } as never],
      get: {
        operationId: 'getAppDetail',
        tags: ['application'],
        summary: 'Get application details',
        description: 'Returns one application with its components. Use it after listing apps.',
        'x-i18n': { zh: { summary: '获取应用详情', description: '返回一个应用及其组件。' } },
        parameters: [
          { name: 'region_name', in: 'path', required: true, schema: { type: 'string', example: 'rainbond' }, description: 'Cluster name', 'x-i18n': { zh: { description: '集群名称' } } },
          { name: 'app_id', in: 'path', required: true, schema: { type: 'integer', example: 1 }, description: 'Application ID' },
          { name: 'page', in: 'query', schema: { type: 'integer' }, example: 2, description: 'Page {1-based} | number' },
        ],
        responses: {
          '200': {
            description: 'The application',
            'x-i18n': { zh: { description: '应用信息' } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/AppInfo' }, example: { ID: 1, group_name: '测试应用' } } },
          },
          '404': { description: 'No such application' },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
      put: {
        operationId: 'updateApp',
        tags: ['application'],
        summary: 'Update an application',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/AppInfo' }, example: { note: "it's new" } } },
        },
        responses: { '200': { description: 'Updated' } },
      },
    },
  },
  components: {
    responses: {
      Unauthorized: { description: 'The token is missing or invalid', 'x-i18n': { zh: { description: '令牌缺失或无效' } } },
    },
    parameters: {
      team_id: { name: 'team_id', in: 'path', required: true, schema: { type: 'string', example: 'team1' }, description: 'Team ID' },
    },
    schemas: {
      AppInfo: {
        type: 'object',
        required: ['ID'],
        description: 'An application.',
        properties: {
          ID: { type: 'integer', description: 'Application ID', 'x-i18n': { zh: { description: '应用 ID' } } },
          group_name: { type: 'string', description: 'Name' },
          owner: { type: 'object', properties: { name: { type: 'string', description: 'Owner name' } } },
          components: { type: 'array', items: { $ref: '#/components/schemas/ComponentInfo' } },
        },
      },
      ComponentInfo: { type: 'object', properties: { service_id: { type: 'string', description: 'Component ID' } } },
    },
  },
};

const page = (locale: 'en' | 'zh', file: string) => generatePages(document, locale).find((p) => p.file === file)!.text;

describe('generatePages', () => {
  it('writes one page per operation under its tag, plus the schemas page', () => {
    expect(generatePages(document, 'en').map((p) => p.file)).toEqual([
      'api/application/getAppDetail.md',
      'api/application/updateApp.md',
      'api/schemas.md',
    ]);
  });

  it('renders method, path, parameters (shared ones included), responses and a curl call', () => {
    const text = page('en', 'api/application/getAppDetail.md');
    expect(text).toContain('title: "Get application details"\ndescription: "Returns one application with its components."');
    expect(text).toContain('<span className="api-method api-method--get">GET</span> `/openapi/v1/teams/{team_id}/regions/{region_name}/apps/{app_id}`');
    expect(text).toContain('| `team_id` | string | Yes | Team ID |');
    expect(text).toContain('| `page` | integer | No | Page \\{1-based\\} \\| number |');
    expect(text).toContain('| `components` | array\\<[ComponentInfo](../schemas.md#componentinfo)\\> | No |  |');
    expect(text).toContain('| `owner.name` | string | No | Owner name |');
    expect(text).toContain('### 404 {#response-404}\n\nNo such application\n\nThe response has no body.');
    expect(text).toContain(
      "```bash\ncurl -X GET 'http://192.168.2.225:7070/openapi/v1/teams/team1/regions/rainbond/apps/1?page=2' \\\n  -H 'Authorization: <access token>'\n```",
    );
  });

  it('renders shared responses referenced from components', () => {
    expect(page('en', 'api/application/getAppDetail.md')).toContain('### 401 {#response-401}\n\nThe token is missing or invalid');
    expect(page('zh', 'api/application/getAppDetail.md')).toContain('### 401 {#response-401}\n\n令牌缺失或无效');
  });

  it('uses the Chinese texts in the zh pages and the same heading ids', () => {
    const zh = page('zh', 'api/application/getAppDetail.md');
    const en = page('en', 'api/application/getAppDetail.md');
    expect(zh).toContain('title: "获取应用详情"');
    expect(zh).toContain('| `region_name` | string | 是 | 集群名称 |');
    const ids = (text: string) => [...text.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]);
    expect(ids(zh)).toEqual(ids(en));
  });

  it('sends the request body example with curl, quoting safely', () => {
    expect(page('en', 'api/application/updateApp.md')).toContain(`-H 'Content-Type: application/json' \\\n  -d '{"note":"it'\\''s new"}'`);
  });

  it('refuses operations without a tag', () => {
    const untagged = structuredClone(document) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    delete untagged.paths['/openapi/v1/teams/{team_id}/regions/{region_name}/apps/{app_id}']!.get!.tags;
    expect(() => generatePages(untagged as unknown as OpenApiDocument, 'en')).toThrow('GET /openapi/v1/teams/{team_id}/regions/{region_name}/apps/{app_id} (getAppDetail) has no tag');
  });
});

describe('escapeMdx', () => {
  it('escapes JSX braces, tags and table pipes', () => {
    expect(escapeMdx('a {b} <c> | d\ne')).toBe('a \\{b\\} \\<c\\> \\| d e');
  });
});

describe('runOpenApiPagesCli', () => {
  it('writes both locales and, with --json, the document for download', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-cli-'));
    const source = join(dir, 'openapi.yaml');
    writeFileSync(source, yaml.dump(document));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(runOpenApiPagesCli([source, join(dir, 'zh'), join(dir, 'en'), '--json', join(dir, 'static/openapi/latest.json')])).toBe(0);
    expect(existsSync(join(dir, 'zh/api/application/getAppDetail.md'))).toBe(true);
    expect(existsSync(join(dir, 'en/api/schemas.md'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'static/openapi/latest.json'), 'utf8')).info.version).toBe('6.2');
  });

  it('explains its usage when an argument is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runOpenApiPagesCli(['only.yaml', '--json'])).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('usage: rainbond-openapi-pages'));
  });
});
