import { describe, expect, it } from 'vitest';
import { convertNavbarItem, marketingNavItems, mobileMenuContent, type NavbarContext } from './navbar-items';

const context: NavbarContext = {
  versions: [
    { label: 'V6.2', mainDocPath: '/docs', sidebarPaths: { docs: '/docs', api: '/docs/Intro' }, docPaths: { 'api/Intro': '/docs/Intro' } },
    { label: 'V5.17', mainDocPath: '/docs/5.17', sidebarPaths: { docs: '/docs/5.17' }, docPaths: {} },
  ],
  locales: [
    { label: '简体中文', href: '/blog' },
    { label: 'English', href: '/en/blog' },
  ],
  currentLocaleLabel: '简体中文',
};

describe('convertNavbarItem', () => {
  it('turns a link with "to" or "href" into a link, keeping its class and accessible name', () => {
    expect(convertNavbarItem({ label: 'Enterprise', to: '/enterprise_server' }, context)).toEqual({
      label: 'Enterprise',
      href: '/enterprise_server',
      className: undefined,
      ariaLabel: undefined,
    });
    expect(convertNavbarItem({ href: 'https://github.com/x', className: 'icon', 'aria-label': 'GitHub' }, context)).toMatchObject({
      href: 'https://github.com/x',
      className: 'icon',
      ariaLabel: 'GitHub',
    });
  });

  it('resolves sidebars and docs against the latest version', () => {
    expect(convertNavbarItem({ type: 'docSidebar', sidebarId: 'api', label: 'OpenAPI' }, context)).toEqual({ label: 'OpenAPI', href: '/docs/Intro' });
    expect(convertNavbarItem({ type: 'doc', docId: 'api/Intro', label: 'API' }, context)).toEqual({ label: 'API', href: '/docs/Intro' });
    expect(convertNavbarItem({ type: 'docSidebar', sidebarId: 'missing', label: 'x' }, context)).toBeNull();
  });

  it('sends docs links to the version the visitor chose', () => {
    const preferred = { ...context, preferredVersion: context.versions[1] };
    expect(convertNavbarItem({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, preferred)).toEqual({ label: 'Docs', href: '/docs/5.17' });
    expect(convertNavbarItem({ type: 'docsVersionDropdown' }, preferred)).toMatchObject({ label: 'V5.17' });
  });

  it('lists versions with the extra items after them, skipping raw HTML', () => {
    const item = convertNavbarItem(
      { type: 'docsVersionDropdown', dropdownItemsAfter: [{ type: 'html' }, { label: 'All versions', to: '/docs/versions' }] },
      context,
    );
    expect(item).toEqual({
      label: 'V6.2',
      items: [
        { label: 'V6.2', href: '/docs' },
        { label: 'V5.17', href: '/docs/5.17' },
        { label: 'All versions', href: '/docs/versions', className: undefined, ariaLabel: undefined },
      ],
    });
  });

  it('switches locale with a full page load', () => {
    expect(convertNavbarItem({ type: 'localeDropdown' }, context)).toEqual({
      label: '简体中文',
      items: [
        { label: '简体中文', href: '/blog', reloadDocument: true },
        { label: 'English', href: '/en/blog', reloadDocument: true },
      ],
    });
  });

  it('drops items that belong to the docs navbar only', () => {
    expect(convertNavbarItem({ type: 'search' }, context)).toBeNull();
    expect(convertNavbarItem({ type: 'html' }, context)).toBeNull();
  });
});

it('splits the desktop items by position', () => {
  const { start, end } = marketingNavItems(
    [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
    ],
    context,
  );
  expect(start.map((item) => item.label)).toEqual(['Docs']);
  expect(end.map((item) => item.label)).toEqual(['简体中文']);
});

it('puts the locale and version switchers in titled mobile sections', () => {
  const menu = mobileMenuContent(
    [{ label: 'Enterprise', to: '/enterprise_server' }, { type: 'localeDropdown' }, { type: 'docsVersionDropdown' }],
    context,
    { languages: 'Languages', versions: 'Versions' },
  );
  expect(menu.items.map((item) => item.label)).toEqual(['Enterprise']);
  expect(menu.sections.map((section) => section.label)).toEqual(['Languages', 'Versions']);
  expect(menu.sections[1]?.items.map((item) => item.href)).toEqual(['/docs', '/docs/5.17']);
});
