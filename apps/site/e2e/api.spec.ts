import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadOpenApi } from '@rainbond/tools/openapi-pages';

/** Two operations per version, checked against the OpenAPI document their pages come from. */
const requireFromSite = createRequire(path.resolve(__dirname, '../package.json'));
const versions = [
  { packageName: '@rainbond/content-docs-latest', docsPath: '/docs' },
  { packageName: '@rainbond/content-docs-5.17', docsPath: '/docs/5.17' },
] as const;
const operationIds = ['getAppDetail', 'buildComponent'];
const locales = [
  { prefix: '', pathParameters: '路径参数', curl: '使用 curl 调用' },
  { prefix: '/en', pathParameters: 'Path parameters', curl: 'Call it with curl' },
] as const;

for (const { packageName, docsPath } of versions) {
  const document = loadOpenApi(path.join(path.dirname(requireFromSite.resolve(`${packageName}/package.json`)), 'openapi/rainbond-openapi.yaml'));
  for (const operationId of operationIds) {
    const found = Object.entries(document.paths).flatMap(([candidatePath, pathItem]) =>
      Object.entries(pathItem).flatMap(([candidateMethod, value]) =>
        !Array.isArray(value) && value.operationId === operationId ? [{ apiPath: candidatePath, method: candidateMethod, tag: value.tags?.[0] ?? '' }] : [],
      ),
    );
    const { apiPath, method, tag } = found[0]!;
    const pathParameters = [...apiPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

    for (const { prefix, pathParameters: parametersHeading, curl } of locales) {
      const route = `${prefix}${docsPath}/api/${tag}/${operationId}`;
      test(`${route} shows the method, path, path parameters and a curl call`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        const article = page.locator('article');
        await expect(article.locator('.api-method')).toHaveText(method.toUpperCase());
        await expect(article.locator('code', { hasText: apiPath }).first()).toBeVisible();
        await expect(article.getByRole('heading', { name: parametersHeading })).toBeVisible();
        const table = article.locator('h3#path-parameters + table, h3#path-parameters ~ div table').first();
        for (const name of pathParameters) await expect(table).toContainText(name);
        await expect(article.getByRole('heading', { name: curl })).toBeVisible();
        const curlBlock = article.locator('pre', { hasText: 'curl -X' });
        await expect(curlBlock).toContainText(`curl -X ${method.toUpperCase()}`);
        await expect(curlBlock).toContainText(':7070/openapi/');
        await expect(curlBlock).toContainText('Authorization:');
        await expect(page.locator('.theme-doc-sidebar-container')).toContainText(tag === 'application' ? /应用 API|Application API/ : /API/);
      });
    }
  }
}

test('the OpenAPI documents can be downloaded from the intro pages', async ({ page, request }) => {
  // Static files are copied into each locale's build, so the English page links its own copy.
  for (const [route, file] of [
    ['/en/docs/Intro', '/en/openapi/latest.json'],
    ['/docs/5.17/Intro', '/openapi/5.17.json'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator(`article a[href="${file}"]`)).toBeVisible();
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  }
});
