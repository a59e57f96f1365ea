import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Posts in the content package, newest first (file names start with the date). */
const postFiles = readdirSync(path.resolve(__dirname, '../../../packages/content-blog/blog'))
  .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))
  .sort()
  .reverse();
const POSTS_PER_PAGE = 18;
const pageCount = Math.ceil(postFiles.length / POSTS_PER_PAGE);

const listedDates = (page: Page) => page.locator('main article time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));

for (const prefix of ['', '/en']) {
  test(`${prefix}/blog lists ${POSTS_PER_PAGE} posts per page, newest first, on ${pageCount} pages linked in order`, async ({ page }) => {
    await page.goto(`${prefix}/blog`);
    const listed: string[] = [];
    for (let number = 1; number <= pageCount; number++) {
      const dates = await listedDates(page);
      expect(dates, `page ${number}`).toHaveLength(number < pageCount ? POSTS_PER_PAGE : postFiles.length - POSTS_PER_PAGE * (pageCount - 1));
      listed.push(...dates);
      const older = page.locator('nav.pagination-nav a.pagination-nav__link--next');
      if (number === pageCount) {
        await expect(older).toHaveCount(0);
        break;
      }
      await older.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog/page/${number + 1}$`));
      // The address changes before the next page has rendered; wait for its list.
      await expect(page.locator('main article time').first()).not.toHaveAttribute('datetime', dates[0]!);
    }
    expect(listed.map((date) => date.slice(0, 10))).toEqual(postFiles.map((file) => file.slice(0, 10)));
  });

  test(`${prefix}/blog/page/${pageCount} links back to the newer pages`, async ({ page }) => {
    const response = await page.goto(`${prefix}/blog/page/${pageCount}`);
    expect(response?.status()).toBe(200);
    const newer = page.locator('nav.pagination-nav a.pagination-nav__link--prev');
    await expect(newer).toHaveAttribute('href', pageCount === 2 ? `${prefix}/blog` : `${prefix}/blog/page/${pageCount - 1}`);
  });

  test(`${prefix}/blog sidebar lists every post, grouped by year`, async ({ page }) => {
    await page.goto(`${prefix}/blog`);
    const sidebar = page.locator('aside nav');
    await expect(sidebar.getByRole('link')).toHaveCount(postFiles.length);
    const years = [...new Set(postFiles.map((file) => file.slice(0, 4)))];
    await expect(sidebar.locator('h3')).toHaveText(years);
  });
}

test('a post shows its title, date, author, reading time and the docs navbar', async ({ page }) => {
  await page.goto('/en/blog/dockermirror');
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('article h1')).toHaveText("Can't Pull Images from Docker Hub? Practical Ways Around the Problem");
  await expect(page.locator('article header time')).toHaveAttribute('datetime', /^2024-06-20/);
  await expect(page.locator('article header')).toContainText(/\d+ min read/);
  await expect(page.locator('article header').getByRole('link', { name: /Rainbond/ }).first()).toBeVisible();
});

test('the archive, authors and tags pages render in both locales', async ({ page }) => {
  for (const [route, heading] of [
    ['/blog/archive', '历史博文'],
    ['/en/blog/archive', 'Archive'],
    ['/en/blog/authors', 'Authors'],
    ['/en/blog/tags', 'Tags'],
  ] as const) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('h1')).toHaveText(heading);
  }
  await page.goto('/en/blog/authors');
  await page.locator('main').getByRole('link', { name: /Rainbond/ }).first().click();
  await expect(page).toHaveURL(/\/en\/blog\/authors\/rainbond$/);
  await expect(page.locator('main article').first()).toBeVisible();
});

for (const prefix of ['', '/en']) {
  test(`${prefix || '/'} feeds are well-formed XML with one entry per post`, async ({ page, request }) => {
    await page.goto(`${prefix}/blog`);
    for (const [feed, entry] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ] as const) {
      const response = await request.get(`${prefix}/blog/${feed}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const result = await page.evaluate(
        ([text, tag]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return { error: doc.querySelector('parsererror')?.textContent ?? null, entries: doc.getElementsByTagName(tag).length };
        },
        [xml, entry] as const,
      );
      expect(result.error, feed).toBeNull();
      expect(result.entries, feed).toBe(postFiles.length);
    }
  });
}
