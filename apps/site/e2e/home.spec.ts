import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const [path, lang, copy, copied] of [
  ['/', 'zh-CN', '复制', '复制成功'],
  ['/en/', 'en-US', 'Copy', 'Copied'],
] as const) {
  test(`${path}: one h1, the marketing claims and install tabs whose copy buttons copy the right command`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('500+');
    await expect(page.locator('main')).toContainText('80+');
    for (const language of ['Java', 'Python', 'Golang', 'NodeJS', 'Dockerfile', 'PHP', '.NetCore']) {
      await expect(page.locator('main').getByText(language, { exact: true })).toBeVisible();
    }
    await expect(page.locator('main')).toContainText('7070');

    const install = page.locator('#install');
    await install.getByRole('tab', { name: 'Windows' }).click();
    const panel = install.getByRole('tabpanel');
    await panel.getByRole('button', { name: copy }).click();
    await expect(panel.getByRole('button', { name: copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Invoke-WebRequest "https://get.rainbond.com/install-rainbond.ps1" -o install-rainbond.ps1 ; .\\install-rainbond.ps1',
    );

    await install.getByRole('tab', { name: 'Linux' }).click();
    await install.getByRole('tabpanel').getByRole('button', { name: copy }).click();
    // The copy finishes after the click returns: wait for the clipboard to hold the new command.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('curl -o install.sh https://get.rainbond.com && bash ./install.sh');
  });
}

test('the English home page has no Chinese text in its main content', async ({ page }) => {
  await page.goto('/en/');
  const text = await page.locator('main').innerText();
  expect(text.match(/\p{Script=Han}+/gu) ?? []).toEqual([]);
});
