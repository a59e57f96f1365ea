import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { marketingSectionsSchema } from './sections-schema';
import { validateWith } from './standard-schema';

const diagrams = mkdtempSync(join(tmpdir(), 'diagrams-'));
afterAll(() => rmSync(diagrams, { recursive: true, force: true }));
writeFileSync(join(diagrams, 'flow.svg'), '<svg viewBox="0 0 10 10" aria-label="{{label}}"><text>{{start}}</text></svg>');
writeFileSync(join(diagrams, 'bad.svg'), '<div>{{label}}</div>');

const schema = marketingSectionsSchema(diagrams);
const meta = { title: 'Partners', description: 'The partner programme.' };
const errorOf = (page: unknown) => {
  const result = validateWith(schema, page);
  return 'error' in result ? result.error : undefined;
};

describe('marketingSectionsSchema', () => {
  it('accepts a page of bands and blocks, and reads its drawings', () => {
    const result = validateWith(schema, {
      meta,
      sections: [
        { type: 'hero', title: 'Grow with us', drawing: { file: 'flow.svg', labels: { label: 'A flow', start: 'Start' } } },
        {
          type: 'section',
          id: 'join',
          title: 'How to join',
          blocks: [
            { type: 'cards', columns: 3, link: 'Read', items: [{ title: 'One', description: 'First.', href: '/docs' }] },
            { type: 'columns', blocks: [{ type: 'steps', items: [{ title: 'Apply', description: 'Fill in the form.' }] }, { type: 'panel', title: 'Bring', items: ['A product'] }] },
            { type: 'table', caption: 'Kinds', columns: { kind: 'Kind' }, rows: [{ kind: { text: 'Helm', code: 'chart.tgz' } }] },
          ],
        },
        { type: 'cta', title: 'Talk to us', actions: [{ label: 'Contact', href: 'https://example.com' }] },
      ],
    });
    expect('value' in result && result.value.sections[0]).toMatchObject({ type: 'hero', drawing: { svg: expect.stringContaining('{{start}}'), labels: { start: 'Start' } } });
  });

  it('names the key of an unknown block kind, a stray key and a missing sentence', () => {
    expect(errorOf({ meta, sections: [{ type: 'section', blocks: [{ type: 'carousel' }] }] })).toMatch(/^sections\[0\]\.blocks\[0\]\.type: /);
    expect(errorOf({ meta, sections: [{ type: 'cta', title: 'Go', actions: [{ label: 'Go', href: '/x' }], colour: 'red' }] })).toMatch(/sections\[0\]: .*colour/);
    expect(errorOf({ meta, sections: [{ type: 'hero', title: '' }] })).toMatch(/^sections\[0\]\.title: /);
  });

  it('requires exactly the words a drawing asks for', () => {
    const hero = (labels: Record<string, string>, file = 'flow.svg') => ({ meta, sections: [{ type: 'hero', title: 'Hi', drawing: { file, labels } }] });
    expect(errorOf(hero({ label: 'A flow' }))).toBe('sections[0].drawing.labels.start: flow.svg needs this label');
    expect(errorOf(hero({ label: 'A flow', start: 'Start', end: 'End' }))).toBe('sections[0].drawing.labels.end: flow.svg has no {{end}}');
    expect(errorOf(hero({ label: 'A flow' }, 'none.svg'))).toMatch(/^sections\[0\]\.drawing\.file: no drawing at /);
    expect(errorOf(hero({ label: 'A flow' }, 'bad.svg'))).toMatch(/^sections\[0\]\.drawing\.file: .*bad\.svg is not one <svg> element with a viewBox$/);
  });

  it('takes a link only to a path on the site or an http(s) address', () => {
    expect(errorOf({ meta, sections: [{ type: 'cta', title: 'Go', actions: [{ label: 'Go', href: 'javascript:alert(1)' }] }] })).toMatch(/^sections\[0\]\.actions\[0\]\.href: /);
  });
});
