import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const plain = style({ width: '100%', minWidth: 0 });

export const boxed = style({
  minWidth: 0,
  padding: '1.5rem',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const title = style({
  margin: '0 0 0.75rem',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightHeading,
});

export const text = style({ margin: '0 0 1rem', color: vars.color.textMuted });

// A link inside running text is underlined, so that colour alone does not mark it (WCAG 1.4.1).
globalStyle(`${text} a`, { textDecoration: 'underline', textUnderlineOffset: '0.15em' });

export const checkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem' });

export const checkItem = style({
  position: 'relative',
  paddingLeft: '1.6rem',
  selectors: {
    // A tick drawn with two borders, in the accent colour.
    '&::before': {
      content: "''",
      position: 'absolute',
      left: '0.2rem',
      top: '0.55em',
      width: '0.7rem',
      height: '0.4rem',
      borderLeft: `2px solid ${vars.color.accent}`,
      borderBottom: `2px solid ${vars.color.accent}`,
      transform: 'rotate(-45deg)',
    },
  },
});
