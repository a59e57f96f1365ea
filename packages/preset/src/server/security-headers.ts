/**
 * The security headers both servers send (scripts/serve.ts, deploy/nginx.conf). The Content
 * Security Policy allows the site's own files, the inline scripts the build emits (by their
 * SHA-256, computed from the built HTML by scripts/security-headers.ts) and the analytics hosts of
 * `themeConfig.analytics`; nothing else from outside.
 */
import { createHash } from 'node:crypto';
import type { AnalyticsCspDirective, AnalyticsScript } from '@rainbond/docusaurus-theme';

/** Where the build writes the headers: a folder of the build that neither server serves. */
export const SERVER_CONFIG_DIR = '.server';
export const SECURITY_HEADERS_JSON = `${SERVER_CONFIG_DIR}/security-headers.json`;
export const SECURITY_HEADERS_NGINX = `${SERVER_CONFIG_DIR}/security-headers.conf`;

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * A `<script>` without `src` that the Content Security Policy governs: code (no type, a JavaScript
 * type or `module`) and speculation rules. JSON-LD is data the browser does not act on.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\stype=["']?([^"'\s>]+)/i;
const isExecutable = (attributes: string) => {
  const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'speculationrules' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

/** CSP source expressions (`'sha256-…'`) of the inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => isExecutable(attributes ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
}

export function contentSecurityPolicy(scriptHashes: readonly string[], analytics: readonly AnalyticsScript[]): string {
  const outside = (directive: AnalyticsCspDirective) => analytics.flatMap((script) => script.csp[directive] ?? []);
  const unique = (sources: readonly string[]) => [...new Set(sources)];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Pagefind's search runs WebAssembly; analytics scripts come from their static host.
    'script-src': unique(["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort(), ...analytics.map(({ src }) => new URL(src).origin), ...outside('script-src')]),
    // React renders `style` attributes into the HTML (about one per page, for layout values);
    // hashing each needs 'unsafe-hashes' and a rebuild of the list on every style change.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', ...outside('img-src')]),
    'font-src': unique(["'self'", ...outside('font-src')]),
    'connect-src': unique(["'self'", ...outside('connect-src')]),
    'frame-src': unique(["'self'", ...outside('frame-src')]),
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(csp: string): SecurityHeaders {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** The same headers as nginx `add_header` lines (`always`: on 404 pages too), for an `include` in each `location`. */
export function nginxInclude(headers: SecurityHeaders): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`);
  return `# Written by rainbond-docs postbuild from the built HTML: do not edit.\n${lines.join('\n')}\n`;
}
