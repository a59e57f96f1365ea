import { expect, test } from '@playwright/test';

/** The pages drawn from typed sections in their YAML (`sections` routes and the home page). */
const sectionPages = ['/', '/enterprise_server', '/feature/devops', '/feature/app-market', '/marketplace', '/partners', '/xinchuang'];

for (const prefix of ['', '/en']) {
  for (const route of sectionPages) {
    const path = route === '/' ? `${prefix}/` : `${prefix}${route}`;

    test(`${path}: neighbouring sections differ in tone, and each link text leads to one place`, async ({ page }) => {
      await page.goto(path);
      // The bands between the hero and the call to action.
      const all = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => getComputedStyle(section).backgroundColor));
      const backgrounds = all.slice(1, -1);
      expect(backgrounds.length).toBeGreaterThan(2);
      for (let index = 1; index < backgrounds.length; index++) expect(backgrounds[index], `section ${index} repeats the tone of the one before`).not.toBe(backgrounds[index - 1]);

      // "Read the docs" on four cards must say which docs: the accessible name carries the card's title.
      const links = await page.locator('main a[href]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({ name: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(), href: anchor.getAttribute('href') ?? '' })),
      );
      const targets = new Map<string, Set<string>>();
      for (const { name, href } of links) targets.set(name, (targets.get(name) ?? new Set()).add(href));
      const ambiguous = [...targets].filter(([, hrefs]) => hrefs.size > 1).map(([name, hrefs]) => `${name} → ${[...hrefs].join(', ')}`);
      expect(ambiguous).toEqual([]);
    });
  }
}

test('a fragment link of a sections page reaches its band', async ({ page }) => {
  await page.goto('/en/partners');
  for (const id of ['partner-types', 'directory', 'join']) await expect(page.locator(`main section#${id} h2`)).toBeVisible();
  await page.locator('main a[href="#partner-types"]').first().click();
  await expect(page).toHaveURL(/#partner-types$/);
  await expect(page.locator('#partner-types h2')).toBeInViewport();
});

test('a table cell with a code line shows it under the text', async ({ page }) => {
  await page.goto('/en/xinchuang');
  const cell = page.getByRole('rowheader', { name: /ARM64/ });
  await expect(cell.locator('code')).toHaveText('aarch64');
});
