import { describe, expect, it } from 'vitest';
import { classifyRoute, pathWithinLocale } from './classify-route';

describe('classifyRoute', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'language'],
    ['/calculator', 'marketing'],
    ['/enterprise_server', 'marketing'],
    ['/feature/devops', 'marketing'],
    ['/case', 'collection index'],
    ['/usescene', 'collection index'],
    ['/case/boe', 'case'],
    ['/usescene/x86ToArm', 'use scene'],
    ['/search', 'search'],
    ['/privacy', 'legal'],
    ['/server', 'legal'],
    ['/404.html', '404'],
    ['/docs', 'docs'],
    ['/docs/Intro', 'docs'],
    ['/docs/quick-start/quick-install', 'docs'],
    ['/docs/5.17', 'docs 5.17'],
    ['/docs/5.17/versions', 'docs 5.17'],
    ['/docs/api/Intro', 'api'],
    ['/docs/api/application/bindVolumes', 'api'],
    ['/docs/5.17/api/team/getTeamList', 'api'],
    ['/blog/whatrainbond', 'blog post'],
    ['/blog', 'blog list'],
    ['/blog/page/2', 'blog list'],
    ['/blog/tags', 'blog list'],
    ['/blog/tags/rainbond', 'blog list'],
    ['/blog/tags/rainbond/page/2', 'blog list'],
    ['/blog/archive', 'blog list'],
    ['/blog/authors', 'blog list'],
    ['/blog/authors/rainbond/page/2', 'blog list'],
  ])('%s is a %s page', (path, template) => {
    expect(classifyRoute(path)).toBe(template);
  });

  it('does not take a word that merely starts like a section for it', () => {
    expect(() => classifyRoute('/docsearch')).toThrow(/No template for the page \/docsearch/);
    expect(() => classifyRoute('/cases')).toThrow(/No template/);
  });

  it('fails on a page no template claims, naming the file to change', () => {
    expect(() => classifyRoute('/pricing')).toThrow('No template for the page /pricing: give it one in scripts/quality/weight/classify-route.ts');
    expect(() => classifyRoute('/blog/2026/01/01/post')).toThrow(/No template/);
    expect(() => classifyRoute('/case/boe/more')).toThrow(/No template/);
  });
});

describe('pathWithinLocale', () => {
  it('drops the locale base URL, keeping the leading slash', () => {
    expect(pathWithinLocale('/en/docs/x', '/en/')).toBe('/docs/x');
    expect(pathWithinLocale('/en/', '/en/')).toBe('/');
    expect(pathWithinLocale('/en/en', '/en/')).toBe('/en');
    expect(pathWithinLocale('/en', '/')).toBe('/en');
  });

  it('fails on a route outside the base URL', () => {
    expect(() => pathWithinLocale('/docs/x', '/en/')).toThrow(/not under its locale's base URL/);
  });
});
