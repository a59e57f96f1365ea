import { describe, expect, it } from 'vitest';
import { stripScripts } from './strip-scripts';

describe('stripScripts', () => {
  it('removes external and inline scripts, whatever their attributes or quoting', () => {
    const html = '<head><script>(function(){var t="dark"})()</script><script src=/assets/js/main.1.js defer></script><SCRIPT type="module" src="/a.js"></SCRIPT ></head><p>text</p>';
    expect(stripScripts(html)).toBe('<head></head><p>text</p>');
  });

  it('removes hints that fetch scripts and keeps the others', () => {
    const html =
      '<link rel=preload href=/assets/js/runtime.js as=script><link rel="modulepreload" href="/m.mjs"><link rel=prefetch href=/assets/js/chunk.js>' +
      '<link rel=preload href=/assets/css/styles.css as=style><link rel=stylesheet href=/assets/css/styles.css><link rel=prefetch href=/pagefind/index.pf_meta>';
    expect(stripScripts(html)).toBe('<link rel=preload href=/assets/css/styles.css as=style><link rel=stylesheet href=/assets/css/styles.css><link rel=prefetch href=/pagefind/index.pf_meta>');
  });

  it('keeps the content between scripts', () => {
    expect(stripScripts('<main><h1>Install</h1><script>x()</script><pre>kubectl get pods</pre></main>')).toBe('<main><h1>Install</h1><pre>kubectl get pods</pre></main>');
  });
});
