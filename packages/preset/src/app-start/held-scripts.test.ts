import { describe, expect, it } from 'vitest';
import { HELD_SCRIPT_TYPE, holdScripts, startsAtLoad } from './held-scripts';

const page = (main: string) =>
  `<html><head><script>var early=1</script></head><body><div id=__docusaurus><main>${main}</main></div>` +
  '<script src=/en/assets/js/runtime~main.5c5d882b.js defer></script><script src=/en/assets/js/main.26a232ce.js defer></script>' +
  '<script src="/en/assets/js/10695.555cc8ab.js" defer></script><script src=https://cdn.example.com/x.js defer></script></body></html>';

describe('holdScripts', () => {
  it('holds the site’s deferred scripts in order, quoted or not, and leaves inline and other scripts', () => {
    const held = holdScripts(page('<p>text</p>'));
    expect(held).toContain('<script>var early=1</script>');
    expect(held).toContain(
      `<script type=${HELD_SCRIPT_TYPE} src=/en/assets/js/runtime~main.5c5d882b.js></script><script type=${HELD_SCRIPT_TYPE} src=/en/assets/js/main.26a232ce.js></script>` +
        `<script type=${HELD_SCRIPT_TYPE} src="/en/assets/js/10695.555cc8ab.js"></script><script src=https://cdn.example.com/x.js defer></script>`,
    );
  });

  it('leaves scripts that are not the bundle’s alone, and is idempotent', () => {
    const other = '<script src=//cdn.example.com/assets/js/a.js defer></script><script src=/vendor/b.js defer></script>';
    expect(holdScripts(other)).toBe(other);
    const held = holdScripts(page('<p>text</p>'));
    expect(holdScripts(held)).toBe(held);
  });

  it('keeps pages that need their scripts at load as they are', () => {
    for (const main of ['<div aria-busy=true></div>', '<div data-app-start="load"></div>']) {
      expect(startsAtLoad(page(main))).toBe(true);
      expect(holdScripts(page(main))).toBe(page(main));
    }
  });

  it('holds a page with a form: what is typed before hydration is handed to the app', () => {
    const html = page('<form role=search><input name=q><textarea></textarea></form>');
    expect(startsAtLoad(html)).toBe(false);
    expect(holdScripts(html)).toContain(`type=${HELD_SCRIPT_TYPE}`);
  });
});
