import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nginxInclude, securityHeaders } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts that run and speculation rules, not external scripts or JSON-LD', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">b()</script><script type="text/javascript">
c()</script><script type=speculationrules>{"prefetch":[]}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('\nc()'), sha('{"prefetch":[]}')]);
  });
});

describe('contentSecurityPolicy', () => {
  const analytics = [{ id: 'stats', src: 'https://static.example.com/s.js', csp: { 'img-src': ['https://hm.example.com'], 'script-src': ['https://hm.example.com'] } }];

  it('allows the site, the hashed inline scripts and exactly the analytics hosts', () => {
    const csp = contentSecurityPolicy([sha('b'), sha('a'), sha('a')], analytics);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${[sha('a'), sha('b')].sort().join(' ')} https://static.example.com https://hm.example.com;`);
    expect(csp).toContain("img-src 'self' data: https://hm.example.com;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval ');
  });

  it('without analytics, names no outside host', () => {
    expect(contentSecurityPolicy([], [])).not.toMatch(/https?:|wss:/);
  });
});

describe('nginxInclude', () => {
  it('writes one add_header per header, sent on error pages too', () => {
    const include = nginxInclude(securityHeaders("default-src 'self'"));
    expect(include).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(include).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(include.match(/^add_header /gm)).toHaveLength(5);
  });
});
