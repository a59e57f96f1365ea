import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

// /docs (the introduction) has one Mermaid diagram, far below the first screen.
test('Mermaid loads only when a diagram comes near the viewport, then draws it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, '/docs');
  await page.waitForLoadState('networkidle');
  const placeholder = page.locator('article [aria-busy="true"]');
  await expect(placeholder).toHaveCount(1);
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(0);
  const beforeScroll = scripts.length;

  await placeholder.scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  await expect(page.locator('article [aria-busy="true"]')).toHaveCount(0);
  expect(scripts.length, 'Mermaid chunks are fetched on demand').toBeGreaterThan(beforeScroll);
});
