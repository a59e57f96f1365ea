import { describe, expect, it } from 'vitest';
import loader, { findTranslations, inlineTranslations } from './loader.cjs';

const page = `
import Translate, { translate } from '@docusaurus/Translate';
export function Hero() {
  const title = translate({ id: 'home.hero.title', message: '简单易用', description: 'hero' });
  return (
    <h1 title={title}>
      <Translate id="home.hero.lead" values={{ count: 3 }}>
        三个{count}步骤
      </Translate>
    </h1>
  );
}`;

const english = { 'home.hero.title': 'Easy to use', 'home.hero.lead': 'Three {count} steps' };

describe('inline translations', () => {
  it('finds translate() calls and <Translate> elements with their ids', () => {
    expect(findTranslations(page, 'Hero.tsx').map((site) => [site.id, site.kind])).toEqual([
      ['home.hero.title', 'expression'],
      ['home.hero.lead', 'jsx-children'],
    ]);
  });

  it('replaces the default text with the locale text and keeps everything else', () => {
    const result = inlineTranslations(page, 'Hero.tsx', english);
    expect(result).toContain(`translate({ id: 'home.hero.title', message: "Easy to use", description: 'hero' })`);
    expect(result).toMatch(/<Translate id="home\.hero\.lead" values=\{\{ count: 3 \}\}>\{"Three \{count\} steps"\}<\/Translate>/);
    expect(result).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('fails with the file and the id when a translation is missing', () => {
    expect(() => inlineTranslations(page, 'src/Hero.tsx', { 'home.hero.title': 'Easy' })).toThrow(/src\/Hero\.tsx: the translation "home\.hero\.lead" is missing/);
  });

  it('drops the inlined ids from the generated code translations and keeps the theme ones', () => {
    const context = { resourcePath: '/site/.docusaurus/codeTranslations.json', getOptions: () => ({ messages: english, inlinedIds: ['home.hero.title'] }) };
    const result = loader.call(context, JSON.stringify({ 'home.hero.title': 'Easy to use', 'theme.NotFound.title': 'Not found' }));
    expect(JSON.parse(result)).toEqual({ 'theme.NotFound.title': 'Not found' });
  });
});
