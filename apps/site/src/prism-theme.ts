import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours with at least 4.5:1 contrast on the code background (#f6f8fa), after the
 * light palette of GitHub's Primer; prism-react-renderer's "github" theme falls below it.
 */
export const prismLight: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: '#57606a' } },
    { types: ['string', 'attr-value', 'char'], style: { color: '#0a3069' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'parameter', 'assign-left'], style: { color: '#0550ae' } },
    { types: ['atrule', 'keyword', 'attr-name', 'selector', 'important'], style: { color: '#cf222e' } },
    { types: ['function', 'function-variable', 'class-name', 'builtin'], style: { color: '#8250df' } },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071e' } },
    { types: ['inserted'], style: { color: '#116329' } },
  ],
};
