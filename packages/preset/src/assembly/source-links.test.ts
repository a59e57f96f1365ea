import { describe, expect, it } from 'vitest';
import { blogEditUrl, docsEditUrl, parsePackageSource } from './source-links';

const repository = { type: 'git', url: 'https://github.com/goodrain/rainbond-docs.git', directory: 'packages/content-docs-latest' };
const generatedApi = [{ pattern: String.raw`^api/(?!Intro\.md$)`, source: 'openapi/rainbond-openapi.yaml' }];

describe('edit links', () => {
  it('reads the repository and folder of a content package', () => {
    expect(parsePackageSource('pkg', { repository }, 'main')).toEqual({
      repositoryUrl: 'https://github.com/goodrain/rainbond-docs',
      directory: 'packages/content-docs-latest',
      branch: 'main',
    });
  });

  it('fails with the package named when it has no repository folder', () => {
    expect(() => parsePackageSource('@rainbond/content-x', { repository: 'goodrain/rainbond-docs' }, 'main')).toThrow('@rainbond/content-x/package.json needs "repository"');
  });

  it('links a Chinese page and its English twin to their own files, per version', () => {
    const sources = {
      current: parsePackageSource('latest', { repository }, 'main'),
      '5.17': parsePackageSource('5.17', { repository: { ...repository, directory: 'packages/content-docs-5.17' } }, 'main'),
    };
    const editUrl = docsEditUrl(sources, 'zh', []);
    expect(editUrl({ version: 'current', docPath: 'installation/install-with-helm/index.md', locale: 'zh' })).toBe(
      'https://github.com/goodrain/rainbond-docs/edit/main/packages/content-docs-latest/docs/installation/install-with-helm/index.md',
    );
    expect(editUrl({ version: 'current', docPath: 'installation/install-with-helm/index.md', locale: 'en' })).toBe(
      'https://github.com/goodrain/rainbond-docs/edit/main/packages/content-docs-latest/i18n/en/installation/install-with-helm/index.md',
    );
    expect(editUrl({ version: '5.17', docPath: 'quick-start/introduction.md', locale: 'en' })).toBe(
      'https://github.com/goodrain/rainbond-docs/edit/main/packages/content-docs-5.17/i18n/en/quick-start/introduction.md',
    );
    expect(editUrl({ version: '4.0', docPath: 'a.md', locale: 'en' })).toBeUndefined();
  });

  it('sends generated pages to the file they are generated from', () => {
    const editUrl = docsEditUrl({ current: parsePackageSource('latest', { repository }, 'docs') }, 'zh', generatedApi);
    expect(editUrl({ version: 'current', docPath: 'api/application/bindVolumes.md', locale: 'en' })).toBe(
      'https://github.com/goodrain/rainbond-docs/edit/docs/packages/content-docs-latest/openapi/rainbond-openapi.yaml',
    );
    expect(editUrl({ version: 'current', docPath: 'api/Intro.md', locale: 'zh' })).toMatch(/content-docs-latest\/docs\/api\/Intro\.md$/);
  });

  it('links posts to the blog package', () => {
    const editUrl = blogEditUrl(parsePackageSource('blog', { repository: { ...repository, directory: 'packages/content-blog' } }, 'main'), 'zh');
    expect(editUrl({ blogPath: '2024-09-13-whatrainbond.md', locale: 'en' })).toBe(
      'https://github.com/goodrain/rainbond-docs/edit/main/packages/content-blog/i18n/en/2024-09-13-whatrainbond.md',
    );
  });
});
