import { describe, expect, it } from 'vitest';
import remarkStaleTranslationNotice from './stale-translation-notice';

type Node = { type: string; name?: string; value?: string; attributes?: { name: string; value: string }[]; children?: Node[] };

const STALE = '/site/i18n/en/guide.md';

function transform(file: string, options: unknown = { locale: 'en', stalePages: { [STALE]: '2026-11-25' } }): Node[] {
  const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Body.' }] }] };
  remarkStaleTranslationNotice(options)(tree, { path: file });
  return tree.children!;
}

describe('remarkStaleTranslationNotice', () => {
  it('puts the notice, with its English text and the date, at the top of a stale page', () => {
    const [esm, notice, body] = transform(STALE);
    expect(esm).toMatchObject({ type: 'mdxjsEsm', value: "import StaleTranslationNotice from '@theme/StaleTranslationNotice';" });
    expect(notice).toMatchObject({ type: 'mdxJsxFlowElement', name: 'StaleTranslationNotice' });
    expect(Object.fromEntries(notice!.attributes!.map(({ name, value }) => [name, value]))).toEqual({
      changedOn: '2026-11-25',
      message: 'The Chinese original of this page changed on 2026-11-25, after this translation was written.',
      linkLabel: 'Read the Chinese page',
    });
    expect(body).toMatchObject({ type: 'paragraph' });
  });

  it('adds nothing to a page that is not stale', () => {
    expect(transform('/site/i18n/en/other.md')).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: 'Body.' }] }]);
  });

  it('names the option that is wrong', () => {
    expect(() => transform(STALE, { locale: 'fr', stalePages: {} })).toThrow('"locale" must be one of en, zh-Hans, zh, got "fr"');
    expect(() => transform(STALE, { locale: 'en', stalePages: { 'guide.md': '2026-11-25' } })).toThrow('"stalePages" key "guide.md" must be an absolute path');
    expect(() => transform(STALE, { locale: 'en', stalePages: { [STALE]: 'yesterday' } })).toThrow(`"stalePages["${STALE}"]" must be a date YYYY-MM-DD, got "yesterday"`);
  });
});
