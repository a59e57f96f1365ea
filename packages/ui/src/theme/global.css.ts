import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Chinese text needs more line height and stricter line breaking than Latin text. */
globalStyle('html:lang(zh), [lang^="zh"]', {
  vars: { '--ifm-line-height-base': vars.font.lineHeightCjk },
  lineHeight: vars.font.lineHeightCjk,
  wordBreak: 'normal',
  lineBreak: 'strict',
});

globalStyle('h1, h2, h3', { textWrap: 'balance' });

globalStyle('.rb-visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** Links inside running text are underlined: colour alone must not tell a link apart (WCAG 1.4.1). */
globalStyle('.markdown p a, .markdown li a, .markdown td a', { textDecoration: 'underline', textUnderlineOffset: '0.15em' });
