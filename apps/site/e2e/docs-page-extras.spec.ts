import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitForIdle } from './hydrated';

/** Last updated, Edit this page, "Was this page helpful?" and print, on docs pages of both locales. */

const repoRoot = path.resolve(__dirname, '../../..');
const editBase = 'https://github.com/goodrain/rainbond-docs/edit/main/packages';

/** The commit date of a file's last change, as Git says (what the page must show). */
function lastCommitDate(file: string): string {
  const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { cwd: repoRoot, encoding: 'utf8' }).trim());
  return new Date(seconds * 1000).toISOString();
}

const pages = [
  {
    url: '/docs/installation/install-with-helm',
    file: 'packages/content-docs-latest/docs/installation/install-with-helm/index.md',
    edit: `${editBase}/content-docs-latest/docs/installation/install-with-helm/index.md`,
  },
  {
    url: '/en/docs/installation/install-with-helm',
    file: 'packages/content-docs-latest/i18n/en/installation/install-with-helm/index.md',
    edit: `${editBase}/content-docs-latest/i18n/en/installation/install-with-helm/index.md`,
  },
  {
    url: '/en/docs/5.17/micro-service/analysis/arthas',
    file: 'packages/content-docs-5.17/i18n/en/micro-service/analysis/arthas.md',
    edit: `${editBase}/content-docs-5.17/i18n/en/micro-service/analysis/arthas.md`,
  },
  {
    url: '/blog/Harbor',
    file: 'packages/content-blog/blog/2021-12-05-Harbor.md',
    edit: `${editBase}/content-blog/blog/2021-12-05-Harbor.md`,
  },
] as const;

test.describe('last updated and edit this page', () => {
  for (const { url, file, edit } of pages) {
    test(`${url} shows the date of its file's last commit and links to that file`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', lastCommitDate(file));
      // The date only: the site leaves the preset's lastUpdate.author off (the author would be a second <b>).
      await expect(page.locator('.theme-last-updated b')).toHaveCount(1);
      await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', edit);
    });
  }

  test('generated API pages link to the OpenAPI document they come from', async ({ page }) => {
    await page.goto('/en/docs/api/application/bindVolumes');
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', `${editBase}/content-docs-latest/openapi/rainbond-openapi.yaml`);
  });
});

const feedbackPages = [
  { url: '/docs/installation/install-with-helm', locale: 'zh', question: '此页面对您有帮助吗？', yes: '有帮助', no: '没帮助', thanks: '感谢您的反馈。', version: 'V6.2' },
  { url: '/en/docs/5.17/micro-service/analysis/arthas', locale: 'en', question: 'Was this page helpful?', yes: 'Yes', no: 'No', thanks: 'Thank you for your feedback.', version: 'V5.17' },
] as const;

function feedback(page: Page, question: string) {
  return page.getByRole('region', { name: question });
}

test.describe('was this page helpful', () => {
  for (const f of feedbackPages) {
    test(`${f.url}: "yes" thanks the reader and is remembered for the page`, async ({ page }) => {
      await gotoHydrated(page, f.url);
      const widget = feedback(page, f.question);
      const yes = widget.getByRole('button', { name: f.yes });
      await expect(yes).toHaveAttribute('aria-pressed', 'false');
      await yes.click();
      await expect(yes).toHaveAttribute('aria-pressed', 'true');
      await expect(yes).toBeFocused();
      await expect(widget.getByRole('status')).toHaveText(f.thanks);
      await expect(widget.getByRole('textbox')).toHaveCount(0);

      await gotoHydrated(page, f.url);
      await expect(feedback(page, f.question).getByRole('button', { name: f.yes })).toHaveAttribute('aria-pressed', 'true');
      await gotoHydrated(page, '/en/docs/installation/install-with-ui');
      await expect(feedback(page, 'Was this page helpful?').getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    });

    test(`${f.url}: "no" loads a comment box that opens a prefilled issue`, async ({ page }) => {
      await gotoHydrated(page, f.url);
      await waitForIdle(page);
      const widget = feedback(page, f.question);
      const followUpChunk = page.waitForRequest((request) => request.resourceType() === 'script');
      await widget.getByRole('button', { name: f.no }).click();
      await followUpChunk;
      const comment = widget.getByRole('textbox');
      await comment.fill('The values for an external database are missing.');
      const issue = new URL((await widget.getByRole('link').getAttribute('href'))!);
      expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/goodrain/rainbond-docs/issues/new');
      const title = (await page.locator('article h1').textContent())!;
      expect(issue.searchParams.get('title')).toContain(title);
      const body = issue.searchParams.get('body')!;
      expect(body).toContain(`(${new URL(f.url, page.url()).href})`);
      expect(body).toContain(`Version: ${f.version}`);
      expect(body).toContain(`Locale: ${f.locale}`);
      expect(body).toContain('The values for an external database are missing.');
      expect(await page.context().cookies()).toEqual([]);
    });
  }

  test('works when storage throws, without remembering', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await gotoHydrated(page, '/en/docs/installation/install-with-helm');
    const widget = feedback(page, 'Was this page helpful?');
    await widget.getByRole('button', { name: 'No' }).click();
    await expect(widget.getByRole('textbox')).toBeVisible();
    await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback.');
    expect(errors).toEqual([]);
  });

  test('is not under case studies, which are pages rather than docs', async ({ page }) => {
    await gotoHydrated(page, '/en/case/boe');
    await expect(page.locator('[data-doc-feedback]')).toHaveCount(0);
  });
});

test.describe('print', () => {
  for (const url of ['/docs/installation/install-with-helm', '/en/docs/installation/install-with-helm']) {
    test(`${url} prints the article alone, links with their address, code wrapped`, async ({ page }) => {
      await gotoHydrated(page, url);
      await page.emulateMedia({ media: 'print' });
      for (const hidden of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.pagination-nav', '.footer', '[data-doc-feedback]', '[data-page-actions]']) {
        await expect(page.locator(hidden).first(), hidden).toBeHidden();
      }
      await expect(page.locator('article h1')).toBeVisible();
      const link = page.locator('.markdown a[href^="/"]:not(.hash-link)').first();
      const href = await link.getAttribute('href');
      expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" (${href})"`);
      expect(await page.locator('.markdown pre').first().evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');

      // The article takes the page's width, and no code block is cut at its edge.
      const { article, viewport } = await page.evaluate(() => ({ article: document.querySelector('article')!.getBoundingClientRect().width, viewport: window.innerWidth }));
      // (with the sidebar's room kept, as on screen, it was 74 %)
      expect(article).toBeGreaterThan(viewport * 0.85);
      const cutBlocks = await page.locator('.markdown pre').evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
      expect(cutBlocks).toBe(0);

      // Chromium's own PDF of it.
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThan(0);
    });
  }
});
