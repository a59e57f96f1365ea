import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { marketingRoutes } from './marketing-routes';

/** Chinese that may appear on English pages: the language's own name on the language page. */
const ALLOWED_HAN: readonly string[] = ['简体中文'];

for (const route of marketingRoutes) {
  for (const [prefix, lang] of [
    ['', 'zh-CN'],
    ['/en', 'en-US'],
  ] as const) {
    const path = route === '' ? `${prefix}/` : `${prefix}${route}`;
    test(`${path} renders with the marketing header, one h1 and no console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('nav.navbar')).toHaveCount(0);
      await expect(page.locator('header').filter({ has: page.getByRole('navigation') })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      if (lang === 'en-US') {
        const text = await page.locator('main').innerText();
        const han = (text.match(/\p{Script=Han}+/gu) ?? []).filter((word) => !ALLOWED_HAN.includes(word));
        expect(han, 'Chinese text on the English page').toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
}

test('the case index filters by industry', async ({ page }) => {
  await gotoHydrated(page, '/en/case');
  const cards = page.locator('main article');
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);
  const filters = page.getByRole('group', { name: 'Filter by industry' }).getByRole('button');
  const first = filters.nth(1);
  const industry = (await first.textContent()) ?? '';
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(all);
  for (const card of await cards.all()) await expect(card).toContainText(industry);
  await filters.first().click();
  await expect(cards).toHaveCount(all);
});

test('the calculator adds up the lines as you type and explains bad input', async ({ page }) => {
  await gotoHydrated(page, '/en/calculator');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Memory').fill('8');
  await field('CPU').fill('0');
  await field('Storage').fill('0');
  await field('Network traffic').fill('0');
  await field('Duration').fill('1');
  await page.getByRole('combobox', { name: 'Duration unit' }).selectOption('month');
  // 8 GB × 0.020329 × 720 h
  await expect(page.getByTestId('total')).toHaveText('CN¥117.10');
  await field('CPU').fill('-2');
  await expect(page.getByRole('alert')).toHaveText('It cannot be negative.');
  await expect(page.getByTestId('total')).toHaveText('—');
  await field('CPU').fill('');
  await expect(page.getByRole('alert')).toContainText('Enter a number');
  await field('CPU').fill('2');
  await page.getByRole('combobox', { name: 'Duration unit' }).selectOption('day');
  // (8 × 0.020329 + 2 × 0.038658) × 24 h
  await expect(page.getByTestId('total')).toHaveText('CN¥5.76');
});

test('the language page links each language home, and /en/ stays the English home', async ({ page }) => {
  await page.goto('/en/en');
  await expect(page.locator('h1')).toHaveText('Choose a language');
  const chinese = page.locator('main li').filter({ has: page.locator('h2[lang="zh-CN"]') });
  await expect(chinese.locator('h2')).toHaveText('简体中文');
  await chinese.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.goto('/en');
  await expect(page.locator('h1')).toHaveText('选择语言');
  await page.locator('main li').filter({ hasText: 'English' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
