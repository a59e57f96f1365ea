import { describe, expect, it } from 'vitest';
import { normalizePresetOptions } from './options';

/** The least a Standard Schema is (what zod, valibot and ArkType schemas have). */
const anySchema = { '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) } };

const failure = (options: unknown) => () => normalizePresetOptions(options);

describe('preset options', () => {
  it('fills in the defaults: everything on, docs, blog and pages as the classic plugins default them', () => {
    expect(normalizePresetOptions(undefined)).toEqual({
      docs: {},
      blog: {},
      pages: {},
      collections: false,
      markdownPages: false,
      marketingPages: false,
      markdown: { diagrams: true, highlightCode: true, remarkPlugins: [] },
      leanBundle: true,
      routeSections: true,
      inlineTranslations: true,
      llms: { labels: { docs: 'Docs', blog: 'Blog', fullText: 'Full text', fullTextOf: 'Every {version} documentation page as Markdown, in one file' } },
      search: true,
      searchVocabulary: false,
      htmlSuffixScript: true,
      appStart: 'intent',
      offlineBundles: false,
      lastUpdate: false,
      editLinks: false,
    });
  });

  it('takes "Last updated" and "Edit this page" with their defaults', () => {
    expect(normalizePresetOptions({ lastUpdate: {} }).lastUpdate).toEqual({ author: false });
    expect(normalizePresetOptions({ editLinks: {} }).editLinks).toEqual({ branch: 'main', generatedPages: [] });
    const generatedPages = [{ pattern: '^api/', source: 'openapi/openapi.yaml' }];
    expect(normalizePresetOptions({ editLinks: { branch: 'docs', generatedPages } }).editLinks).toEqual({ branch: 'docs', generatedPages });
  });

  it('passes the classic plugins their own options and turns pieces off with false', () => {
    const options = normalizePresetOptions({ docs: { packages: ['@acme/docs'], breadcrumbs: false }, blog: false, llms: false, search: false, markdown: { diagrams: false } });
    expect(options.docs).toEqual({ packages: ['@acme/docs'], breadcrumbs: false });
    expect(options.blog).toBe(false);
    expect(options.llms).toBe(false);
    expect(options.search).toBe(false);
    expect(options.markdown).toEqual({ diagrams: false, highlightCode: true, remarkPlugins: [] });
    expect(normalizePresetOptions({ llms: { summary: 'Acme', labels: { docs: 'Guides' } } }).llms).toMatchObject({ summary: 'Acme', labels: { docs: 'Guides', blog: 'Blog' } });
  });

  it('names the key of a wrong option', () => {
    expect(failure({ leanBundle: 'yes' })).toThrow('@rainbond/docusaurus-preset: "leanBundle" must be a boolean');
    expect(failure({ appStart: 'idle' })).toThrow('"appStart" must be one of [intent, load]');
    expect(failure({ offlineBundles: { name: 'Acme Docs' } })).toThrow('"offlineBundles.name" with value "Acme Docs" fails to match the lowercase letters, digits, dots and dashes pattern');
    expect(failure({ docs: { packages: [] } })).toThrow('"docs.packages" must contain at least 1 items');
    expect(failure({ docs: { packages: [42] } })).toThrow('"docs.packages[0]" must be a string');
    expect(failure({ blog: { package: '' } })).toThrow('"blog.package" is not allowed to be empty');
    expect(failure({ markdown: { diagram: true } })).toThrow('"markdown.diagram" is not allowed');
    expect(failure({ markdown: { remarkPlugins: ['remark-gfm'] } })).toThrow('"markdown.remarkPlugins[0]"');
    expect(failure({ collections: { package: '@acme/pages', names: ['case'] } })).toThrow('"collections.indexPages" is required');
    expect(failure({ llms: { labels: { fullTextOf: 'All pages' } } })).toThrow('"llms.labels.fullTextOf"');
    expect(failure({ search: 1 })).toThrow('"search" must be a boolean');
    expect(failure({ lastUpdate: { author: 'yes' } })).toThrow('"lastUpdate.author" must be a boolean');
    expect(failure({ editLinks: { branch: 'my branch' } })).toThrow('"editLinks.branch"');
    expect(failure({ editLinks: { generatedPages: [{ pattern: '^api/(', source: 'x.yaml' }] } })).toThrow('"editLinks.generatedPages[0].pattern"');
    expect(failure({ editLinks: { generatedPages: [{ pattern: '^api/' }] } })).toThrow('"editLinks.generatedPages[0].source" is required');
    expect(failure({ editLinks: {}, blog: { editUrl: 'https://x.example/edit/' } })).toThrow('"blog.editUrl" and "editLinks" both set the edit links');
  });

  it('checks the marketing pages: a content folder and routes whose modules name a YAML file and a Standard Schema', () => {
    const route = { path: '/feature/devops', component: '@site/src/Devops', modules: { content: { file: 'feature/devops.yml', schema: anySchema } } };
    expect(normalizePresetOptions({ marketingPages: { contentDir: '/srv/pages', routes: [route] } }).marketingPages).toEqual({ contentDir: '/srv/pages', routes: [route] });
    expect(failure({ marketingPages: { routes: [route] } })).toThrow('"marketingPages.contentDir" is required');
    expect(failure({ marketingPages: { contentDir: '/srv/pages', routes: [{ ...route, path: 'feature/devops' }] } })).toThrow('"marketingPages.routes[0].path"');
    expect(failure({ marketingPages: { contentDir: '/srv/pages', routes: [{ ...route, modules: { content: { file: 'feature/devops.json', schema: anySchema } } }] } })).toThrow(
      '"marketingPages.routes[0].modules.content.file"',
    );
    expect(failure({ marketingPages: { contentDir: '/srv/pages', routes: [{ ...route, modules: { content: { file: 'feature/devops.yml', schema: {} } } }] } })).toThrow(
      '"marketingPages.routes[0].modules.content.schema" must be a Standard Schema',
    );
    expect(failure({ marketingPages: { contentDir: '/srv/pages', routes: [{ ...route, layout: 'wide' }] } })).toThrow('"marketingPages.routes[0].layout" is not allowed');
  });

  it('takes an SVG drawing as a module without a schema, and constant props', () => {
    const route = { path: '/feature/devops', component: '@site/src/Feature', modules: { diagram: { file: 'diagrams/devops.svg' } }, props: { href: '/feature/devops' } };
    expect(normalizePresetOptions({ marketingPages: { contentDir: '/srv/pages', routes: [route] } }).marketingPages).toEqual({ contentDir: '/srv/pages', routes: [route] });
    expect(failure({ marketingPages: { contentDir: '/srv/pages', routes: [{ ...route, modules: { diagram: { file: 'diagrams/devops.svg', schema: anySchema } } }] } })).toThrow(
      '"marketingPages.routes[0].modules.diagram.schema" is not allowed',
    );
    expect(failure({ marketingPages: { contentDir: '/srv/pages', routes: [{ ...route, props: 'href' }] } })).toThrow('"marketingPages.routes[0].props" must be of type object');
  });

  it('refuses keys it does not know', () => {
    expect(failure({ sidebar: true })).toThrow('"sidebar" is not allowed');
  });
});
