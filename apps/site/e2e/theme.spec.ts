import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitForIdle } from './hydrated';

/** The classic docs navbar is a <nav class="navbar">; the marketing header is the page's banner <header>. */
const docsNavbar = (page: Page) => page.locator('nav.navbar');
const marketingHeader = (page: Page) => page.locator('header').filter({ has: page.getByRole('navigation') });
const announcementBar = (page: Page) => page.locator('.theme-announcement-bar');

test.describe('headers by path', () => {
  for (const path of ['/', '/en/']) {
    test(`${path} has the marketing header, no announcement bar, content 6rem below the top`, async ({ page }) => {
      await page.goto(path);
      await expect(marketingHeader(page)).toBeVisible();
      await expect(docsNavbar(page)).toHaveCount(0);
      await expect(announcementBar(page)).toHaveCount(0);
      const mainTop = await page.locator('.main-wrapper').evaluate((element) => element.getBoundingClientRect().top);
      expect(mainTop).toBeGreaterThanOrEqual(96);
    });
  }

  for (const path of ['/docs', '/en/docs/5.17', '/blog', '/en/blog']) {
    test(`${path} has the docs navbar with the announcement bar`, async ({ page }) => {
      await page.goto(path);
      await expect(docsNavbar(page)).toBeVisible();
      await expect(announcementBar(page)).toBeVisible();
      await expect(marketingHeader(page)).toHaveCount(0);
    });
  }

  for (const path of ['/', '/docs']) {
    test(`${path}: code-hosting links open in a new tab with rel=noopener and a name`, async ({ page }) => {
      await page.goto(path);
      for (const name of ['GitHub', 'Gitee', 'GitCode']) {
        const link = page.getByRole('link', { name, exact: true }).first();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
  }

  test('the skip link is the first focusable element', async ({ page }) => {
    await page.goto('/en/');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to main content');
  });

  test('the marketing header hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    // The scroll listener exists once the page has hydrated; wheel events before it would be lost.
    await gotoHydrated(page, '/');
    const header = page.locator('header').first();
    const top = () => header.evaluate((element) => element.getBoundingClientRect().bottom);
    await page.mouse.move(200, 300);
    for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, 150);
    await expect.poll(top).toBeLessThanOrEqual(0);
    for (let step = 0; step < 2; step += 1) await page.mouse.wheel(0, -100);
    await expect.poll(top).toBeGreaterThan(0);
  });
});

test('a client-side navigation from a docs page draws the marketing header together with the new page', async ({ page }) => {
  await gotoHydrated(page, '/docs/quick-start/quick-install');
  await page.evaluate(() => {
    const state = window as unknown as { headerWithPage?: boolean };
    // Record, at the commit that removes the docs navbar, whether the marketing header is there.
    new MutationObserver((_records, observer) => {
      if (document.querySelector('nav.navbar') !== null) return;
      state.headerWithPage = document.querySelector('header nav') !== null;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('nav.navbar a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { headerWithPage?: boolean }).headerWithPage)).toBe(true);
  await expect(marketingHeader(page)).toBeVisible();
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the spec sections, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Toggle navigation bar' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Languages', { exact: true })).toBeVisible();
    await expect(menu.getByText('Versions', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'V5.17' })).toHaveAttribute('href', '/en/docs/5.17');
    await expect(menu.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'App store' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Enterprise' })).toHaveAttribute('href', '/en/enterprise_server');
    await expect(menu.getByRole('link', { name: 'Open-source apps' })).toHaveAttribute('href', '/en/opensourceApps');
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('closes on back navigation', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    await page.evaluate(() => history.pushState({}, '', location.href));
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closes when the viewport grows to desktop', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: '切换导航栏' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('docs pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with the docs sidebar, and a sidebar link navigates and closes it', async ({ page }) => {
    await gotoHydrated(page, '/en/docs/quick-start/quick-install');
    // The panel is drawn only once the reader reaches for the button.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Quick Install' })).toHaveAttribute('aria-current', 'page');
    await panel.getByRole('link', { name: 'Deploy Your First App' }).click();
    await expect(page).toHaveURL(/\/en\/docs\/quick-start\/getting-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deploy Your First App');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('the keyboard opens the menu, and its back button leads to the navbar items', async ({ page }) => {
    await gotoHydrated(page, '/docs/quick-start/quick-install');
    await page.getByRole('button', { name: '切换导航栏' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.navbar-sidebar');
    await panel.getByRole('button', { name: '← 回到主菜单' }).click();
    await expect(panel.getByRole('link', { name: '企业版' })).toBeVisible();
  });

  test('hydration keeps the server-rendered tabs, code blocks and sidebar', async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedBlocks: string[] }).removedBlocks = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node instanceof Element && (node.matches('.theme-code-block, .tabs-container, .menu') || node.querySelector('.theme-code-block, .tabs-container, .menu') !== null)) removed.push(node.className);
      }).observe(document, { childList: true, subtree: true });
    });
    // The page has tabs, and code blocks inside and outside them.
    await gotoHydrated(page, '/docs/quick-start/quick-install');
    await expect(page.locator('.theme-code-block').first()).toBeVisible();
    // Let the renders that effects schedule after hydration run.
    await waitForIdle(page);
    expect(await page.evaluate(() => (window as unknown as { removedBlocks: string[] }).removedBlocks)).toEqual([]);
    await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(1);
  });
});

test('docs tabs: arrow keys, Home and End move the focus, Enter selects, and a grouped choice survives a reload', async ({ page }) => {
  const path = '/en/docs/ops-guides/management/buildkit-args';
  await gotoHydrated(page, path);
  const quick = page.getByRole('tab', { name: 'Quick install', exact: true });
  const host = page.getByRole('tab', { name: 'Host install (RKE2)' });
  await expect(quick).toHaveAttribute('aria-selected', 'true');
  await quick.focus();
  await page.keyboard.press('ArrowRight');
  await expect(host).toBeFocused();
  await page.keyboard.press('Home');
  await expect(quick).toBeFocused();
  await page.keyboard.press('End');
  await expect(host).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(host).toHaveAttribute('aria-selected', 'true');
  await expect(quick).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await gotoHydrated(page, path);
  await expect(host).toHaveAttribute('aria-selected', 'true');
});

test.describe('support dialog', () => {
  const threeMinutes = 180_000;

  test('opens 3 minutes after the first non-home page, once per session, and only Cancel/Escape close it', async ({ page }) => {
    await page.clock.install();
    // The timer starts in an effect, so the clock may only run once the page has hydrated.
    await gotoHydrated(page, '/en/docs');
    await page.clock.runFor(threeMinutes - 5_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(6_000);
    const dialog = page.getByRole('dialog', { name: 'Stuck on something in Rainbond?' });
    await expect(dialog).toBeVisible();
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(600);

    await page.mouse.click(10, 10); // the mask
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await gotoHydrated(page, '/en/docs'); // a new page load in the same session
    await page.clock.runFor(threeMinutes * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the home page does not start the clock; Escape closes the dialog', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.clock.runFor(threeMinutes * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The next page of the session starts it (a full load, so the clock runs after hydration).
    await gotoHydrated(page, '/docs');
    await page.clock.runFor(threeMinutes + 1_000);
    const dialog = page.getByRole('dialog', { name: '用 Rainbond 时遇到问题了吗？' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('on a phone it spans the width minus margins', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await gotoHydrated(page, '/docs');
    await page.clock.runFor(threeMinutes + 1_000);
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBeGreaterThan(330);
    expect(box?.width).toBeLessThan(390);
  });
});

test('the footer shows the tagline, the star button and the copyright with the filing number', async ({ page }) => {
  await page.goto('/en/docs');
  // The site footer, not the docs page's own (last updated, edit link), which is a <footer> too.
  const footer = page.locator('footer:not(.theme-doc-footer)');
  await expect(footer).toContainText('makes application management and delivery simpler');
  await expect(footer.getByRole('link', { name: 'Star us on GitHub' })).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
  await expect(footer).toContainText('2025');
  await expect(footer.getByRole('link', { name: /京ICP备/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn');
});
