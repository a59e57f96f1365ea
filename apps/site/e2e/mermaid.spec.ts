import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/**
 * Mermaid blocks are drawn as inline SVG at build time (remarkMermaidDiagrams of the theme): the
 * diagram is in the HTML, themed by CSS variables, and no Mermaid code reaches the browser.
 */
const pages = [
  { path: '/docs/quick-start/getting-started', name: 'Git 仓库' },
  { path: '/en/docs/quick-start/getting-started', name: 'Git repository' },
] as const;

const diagram = (page: Page) => page.locator('.theme-mermaid').first();

/** The smallest font size any text of the diagrams is drawn at, in CSS pixels. */
function smallestTextPx(diagrams: Locator): Promise<number> {
  return diagrams.evaluateAll((frames) =>
    Math.min(
      ...frames.flatMap((frame) =>
        Array.from(frame.querySelectorAll('text'), (text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0)),
      ),
    ),
  );
}

for (const { path, name } of pages) {
  test.describe(path, () => {
    test('the diagram is in the page with JavaScript off, as an image with its name', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const image = page.getByRole('img', { name, exact: true });
      await expect(image).toBeVisible();
      await expect(image.locator('text').first()).toBeVisible();
      await expect(diagram(page)).toHaveAttribute('tabindex', '0');
      await context.close();
    });

    // The diagram is on the first screen, where the old lazy loader fetched Mermaid at once.
    test('no Mermaid code is fetched', async ({ page }) => {
      const scripts: Promise<{ url: string; body: string }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
      });
      await gotoHydrated(page, path);
      await expect(diagram(page)).toBeInViewport();
      await page.waitForLoadState('networkidle');
      const fetched = await Promise.all(scripts);
      expect(fetched.length).toBeGreaterThan(0);
      for (const { url, body } of fetched) {
        expect(url).not.toMatch(/mermaid/i);
        // Strings of the Mermaid library and of @docusaurus/theme-mermaid's component.
        expect(body, url).not.toMatch(/mermaidAPI|docusaurus-mermaid-container|securityLevel/);
      }
    });

    for (const width of [1280, 390]) {
      test(`every text of the diagram is at least 12 px at ${width} px wide, and the diagram is never shrunk`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoHydrated(page, path);
        expect(await smallestTextPx(page.locator('.theme-mermaid'))).toBeGreaterThanOrEqual(12);
        const { drawn, declared } = await diagram(page)
          .locator('svg')
          .evaluate((svg) => ({ drawn: svg.getBoundingClientRect().width, declared: Number(svg.getAttribute('width')) }));
        expect(drawn).toBeCloseTo(declared, 0);
      });
    }

    test('dark mode recolours the diagram without a reload', async ({ page }) => {
      await gotoHydrated(page, path);
      const label = diagram(page).locator('g.node text').first();
      const edge = diagram(page).locator('.edge').first();
      const lightText = await label.evaluate((text) => getComputedStyle(text).fill);
      const lightStroke = await edge.evaluate((line) => getComputedStyle(line).stroke);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await expect(label).not.toHaveCSS('fill', lightText);
      await expect(edge).not.toHaveCSS('stroke', lightStroke);
    });
  });
}

test('a page with a state and a sequence diagram: each named, titled, with ids of its own', async ({ page }) => {
  await gotoHydrated(page, '/docs/how-to-guides/app-ops/lifecycle');
  await expect(page.locator('.theme-mermaid svg')).toHaveCount(2);
  await expect(page.getByRole('img', { name: '无状态组件的滚动更新', exact: true })).toBeVisible();
  await expect(page.locator('figure figcaption', { hasText: '无状态组件的滚动更新' })).toBeVisible();
  const duplicateIds = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicateIds).toEqual([]);
});
