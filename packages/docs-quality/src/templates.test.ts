import { describe, expect, it } from 'vitest';
import { configSchema } from './config/schema';
import { templatesFrom } from './templates';
import { example, exampleConfig } from './testing/example-config';

const templates = templatesFrom(example);

describe('templatesFrom: classify', () => {
  it.each([
    ['/', 'home'],
    ['/case/boe', 'case'],
    ['/search', 'search'],
    ['/docs', 'docs'],
    ['/docs/quick-start/install', 'docs'],
    ['/docs/5.17', 'docs 5.17'],
    ['/docs/5.17/versions', 'docs 5.17'],
    ['/docs/api/team/list', 'api'],
    ['/docs/5.17/api/team/list', 'api'],
    ['/blog/tags/rainbond', 'blog list'],
  ])('%s is a %s page', (path, template) => {
    expect(templates.classify(path)).toBe(template);
  });

  it('takes the first template that claims a path, by its paths or its pattern', () => {
    const both = templatesFrom(configSchema.parse({ ...exampleConfig, searchCode: undefined, templates: [{ name: 'first', pattern: '^/x', jsBudget: 'pages' }, { name: 'second', paths: ['/x'], jsBudget: 'pages' }] }));
    expect(both.classify('/x')).toBe('first');
  });

  it('fails on a page no template claims, naming where to add one', () => {
    expect(() => templates.classify('/pricing')).toThrow('No template for the page /pricing: give it one in `templates` of the docs-quality config');
    expect(() => templates.classify('/case/boe/more')).toThrow(/No template/);
  });

  it('gives redirect pages the template with `redirects: true`, and fails without one', () => {
    expect(templates.redirect()).toBe('redirect');
    const none = templatesFrom(configSchema.parse({ ...exampleConfig, templates: exampleConfig.templates.filter((entry) => !('redirects' in entry)) }));
    expect(() => none.redirect()).toThrow(/give one template `redirects: true`/);
  });
});

describe('templatesFrom: budgets and order', () => {
  it('holds each template to its JS budget, in bytes, with the key --report names', () => {
    expect(templates.jsBudgetOf('home')).toEqual({ name: 'pages', label: 'home and other pages', bytes: 170 * 1024, key: 'js-pages' });
    expect(templates.jsBudgetOf('docs 5.17').key).toBe('js-docs');
    expect(templates.cssBytes).toBe(25 * 1024);
  });

  it('lists templates in the config order, a filled-in name after its template', () => {
    expect(['api', 'docs 5.17', 'home', 'docs', 'redirect', 'docs 4.0'].sort(templates.compare)).toEqual(['home', 'redirect', 'docs', 'docs 4.0', 'docs 5.17', 'api']);
  });

  it('allows search code only on the templates the config names', () => {
    expect(templates.searchAllowed('search')).toBe(true);
    expect(templates.searchAllowed('docs')).toBe(false);
    expect(templates.searchPrefix).toBe('/pagefind/');
  });
});
