import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { themeConfigSchema } from './theme-config';

const validate = (config: Record<string, unknown>) => normalizeThemeConfig(themeConfigSchema, config);

describe('themeConfig validation', () => {
  it('fills the defaults of the spec', () => {
    expect(validate({})).toMatchObject({
      markdownPageActions: false,
      docsPathWords: ['docs', 'community', 'blog', 'changelog'],
      mobileMenu: { items: [] },
      supportDialog: false,
      footerExtras: {},
      structuredData: { docTypes: {} },
      search: { bundlePath: '/pagefind/', searchPagePath: 'search', suggestions: [] },
      docFeedback: false,
      notFound: { movedPaths: [] },
    });
    expect(validate({ supportDialog: { title: 'Need help?', body: 'Join the community.' } }).supportDialog).toEqual({
      delayMs: 180_000,
      width: 600,
      title: 'Need help?',
      body: 'Join the community.',
      actions: [],
    });
  });

  it('accepts links, dropdowns and the locale and version switchers in the mobile menu', () => {
    const items = [
      { label: 'Enterprise', to: '/enterprise_server' },
      { type: 'dropdown', label: 'Features', items: [{ label: 'DevOps', to: '/feature/devops' }] },
      { label: 'Store', href: 'https://hub.grapps.cn' },
      { type: 'localeDropdown' },
      { type: 'docsVersionDropdown' },
    ];
    expect(validate({ mobileMenu: { items } }).mobileMenu.items).toEqual(items);
  });

  it('names the item and the allowed types when a type is unknown', () => {
    expect(() => validate({ mobileMenu: { items: [{ type: 'fancy', label: 'x', to: '/' }] } })).toThrow(
      '"mobileMenu.items[0].type" is "fancy", an unknown item type; allowed types: default, dropdown, localeDropdown, docsVersionDropdown',
    );
  });

  it('names a link without a target', () => {
    expect(() => validate({ mobileMenu: { items: [{ type: 'dropdown', label: 'Features', items: [{ label: 'DevOps' }] }] } })).toThrow(
      '"mobileMenu.items[0].items[0]" has no target: give it "to" (a page of the site) or "href" (a URL)',
    );
  });

  it('accepts the hosted search option and names a missing key of it', () => {
    expect(validate({ algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } }).algolia).toEqual({ appId: 'A', apiKey: 'k', indexName: 'i', contextualSearch: true });
    expect(() => validate({ algolia: { appId: 'A', indexName: 'i' } })).toThrow('"algolia.apiKey" is required');
  });

  it('names a missing required field', () => {
    expect(() => validate({ supportDialog: { body: 'Join us.' } })).toThrow('"supportDialog.title" is required');
    expect(() => validate({ footerExtras: { action: { label: 'Star us' } } })).toThrow('"footerExtras.action.href" is required');
    expect(() => validate({ structuredData: { docTypes: { case: 'Recipe' } } })).toThrow('"structuredData.docTypes.case" must be one of [TechArticle, Article, BlogPosting, HowTo]');
  });

  it('accepts analytics scripts and names a wrong key of them', () => {
    const script = { id: 'statistics', src: 'https://static.example.com/statistics.js', csp: { 'img-src': ['https://hm.example.com'] } };
    expect(validate({}).analytics).toBe(false);
    expect(validate({ analytics: { scripts: [script] } }).analytics).toEqual({ scripts: [script] });
    expect(() => validate({ analytics: { scripts: [{ ...script, src: 'http://static.example.com/s.js' }] } })).toThrow('"analytics.scripts[0].src" must be a valid uri with a scheme matching the https pattern');
    expect(() => validate({ analytics: { scripts: [{ ...script, csp: { 'connect-src': ['https://x.example.com/path'] } }] } })).toThrow(
      '"analytics.scripts[0].csp.connect-src[0]" is "https://x.example.com/path", not an origin',
    );
    expect(() => validate({ analytics: { scripts: [{ ...script, csp: { 'default-src': ['https://x.example.com'] } }] } })).toThrow('"analytics.scripts[0].csp.default-src" is not allowed');
  });

  it('takes the feedback widget\'s issue form and names a bad one', () => {
    expect(validate({ docFeedback: { newIssueUrl: 'https://github.com/o/r/issues/new' } }).docFeedback).toEqual({ newIssueUrl: 'https://github.com/o/r/issues/new', labels: [] });
    expect(() => validate({ docFeedback: { newIssueUrl: 'issues/new' } })).toThrow('"docFeedback.newIssueUrl" must be a valid uri');
  });

  it('checks the not-found page\'s rules for old addresses', () => {
    const movedPaths = [{ pattern: '^/docs/(5\\.16)/(.*)$', to: 'https://v$1-docs.example.com/docs/$2' }];
    expect(validate({ notFound: { versionsPath: '/docs/versions', movedPaths } }).notFound).toEqual({ versionsPath: '/docs/versions', movedPaths });
    expect(() => validate({ notFound: { movedPaths: [{ pattern: '^/docs/(', to: '/' }] } })).toThrow('"notFound.movedPaths[0].pattern"');
  });
});
