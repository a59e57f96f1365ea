import { describe, expect, it } from 'vitest';
import { parseConfig, templatesFrom } from '@rainbond/docs-quality';
import config from './docs-quality.config';

const templates = templatesFrom(parseConfig(config, 'docs-quality.config.ts'));

describe('the site’s page templates', () => {
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
    ['/docs/apiary', 'docs'],
    ['/docs/5.17', 'docs 5.17'],
    ['/docs/5.17/versions', 'docs 5.17'],
    ['/docs/api', 'api'],
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
    expect(templates.classify(path)).toBe(template);
  });

  it('does not take a word that merely starts like a section for it', () => {
    expect(() => templates.classify('/docsearch')).toThrow(/No template for the page \/docsearch/);
    expect(() => templates.classify('/cases')).toThrow(/No template/);
  });

  it('fails on a page no template claims', () => {
    expect(() => templates.classify('/pricing')).toThrow(/No template for the page \/pricing/);
    expect(() => templates.classify('/blog/2026/01/01/post')).toThrow(/No template/);
    expect(() => templates.classify('/case/boe/more')).toThrow(/No template/);
  });

  it('holds docs, API and blog pages to the docs budget and the others to the pages budget, and lists them in this order', () => {
    expect(['docs', 'docs 5.17', 'api', 'blog post', 'blog list'].map((template) => templates.jsBudgetOf(template).bytes)).toEqual(Array(5).fill(165 * 1024));
    expect(['home', 'marketing', 'case', 'search', '404', 'redirect'].map((template) => templates.jsBudgetOf(template).bytes)).toEqual(Array(6).fill(170 * 1024));
    expect(['api', 'docs 5.17', 'redirect', 'blog list', 'home', 'docs', 'blog post'].sort(templates.compare)).toEqual(['home', 'redirect', 'docs', 'docs 5.17', 'api', 'blog post', 'blog list']);
  });
});
