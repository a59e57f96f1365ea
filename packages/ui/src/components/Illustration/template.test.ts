import { describe, expect, it } from 'vitest';
import { fillTemplate, parseSvg } from './template';

describe('parseSvg', () => {
  it('splits the root attributes from the drawing', () => {
    const parsed = parseSvg('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 280" aria-label="{{label}}"><rect/></svg>\n');
    expect(parsed.attributes).toMatchObject({ viewBox: '0 0 480 280', 'aria-label': '{{label}}' });
    expect(parsed.body).toBe('<rect/>');
  });

  it('refuses what is not one svg element with a viewBox', () => {
    expect(() => parseSvg('<div></div>')).toThrow('not one <svg> element');
    expect(() => parseSvg('<svg width="10"></svg>')).toThrow('no viewBox');
  });
});

describe('fillTemplate', () => {
  it('fills labels, escaped, and the instance id', () => {
    expect(fillTemplate('<text>{{a}}</text><path marker-end="url(#{{@id}})"/>', { a: '<b> & "c"' }, 'x1')).toBe('<text>&lt;b&gt; &amp; &quot;c&quot;</text><path marker-end="url(#x1)"/>');
  });

  it('names the placeholder that has no label', () => {
    expect(() => fillTemplate('{{a}} {{missing}}', { a: 'A' }, 'x')).toThrow('no label for {{missing}}');
  });
});
